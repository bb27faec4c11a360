import { Building2, CalendarDays, LayoutDashboard, LogOut, Settings2, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from '#web/lib/links.tsx';
import type { PublicUserJson } from '#common/users.ts';
import { hasRole, useCurrentUser } from '../api/session.ts';
import { useLogoutAction } from './use-logout-action.ts';

/** A zero-width non-joiner: two Arabic initials must not join (ل + ا would draw the ligature لا). */
const NON_JOINER = '\u200c';

export function initials(user: Pick<PublicUserJson, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((name) => name?.trim()[0] ?? '').filter(Boolean);
  return (letters.join(NON_JOINER) || user.email[0] || '?').toUpperCase();
}

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';

/**
 * The signed-in user's menu for the header: avatar (the OIDC picture or initials), my
 * bookings, owner links, notification preferences and logout with the spec's toasts.
 */
export function UserMenu() {
  const { t } = useTranslation('account');
  const { user } = useCurrentUser();
  const { logout, isPending } = useLogoutAction();
  if (!user) return null;
  const isOwner = hasRole(user, ['owner', 'admin']);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('menu.label', { name: user.firstName ?? user.email })}
        className="grid size-9 place-items-center overflow-hidden rounded-full bg-brand-700 text-sm font-bold text-white"
      >
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
        ) : (
          initials(user)
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-500">
            <span className="block font-semibold text-slate-900 dark:text-slate-100">
              {[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}
            </span>
            {t(`roles.${user.role}`)}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          {[
            { to: '/my-bookings', Icon: CalendarDays, text: t('menu.myBookings'), isShown: true },
            { to: '/my-properties', Icon: Building2, text: t('menu.myProperties'), isShown: isOwner },
            {
              to: '/admin',
              Icon: LayoutDashboard,
              text: user.role === 'admin' ? t('menu.admin') : t('menu.ownerDashboard'),
              isShown: isOwner,
            },
            { to: '/notification-preferences', Icon: Settings2, text: t('menu.preferences'), isShown: true },
            { to: '/account', Icon: UserRound, text: t('menu.account'), isShown: true },
          ]
            .filter((link) => link.isShown)
            .map(({ to, Icon, text }) => (
              <DropdownMenu.Item key={to} asChild className={ITEM_CLASS}>
                <Link to={to}>
                  <Icon aria-hidden className="size-4" />
                  {text}
                </Link>
              </DropdownMenu.Item>
            ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={`${ITEM_CLASS} text-red-600`} disabled={isPending} onSelect={logout}>
            <LogOut aria-hidden className="size-4 rtl:rotate-180" />
            {t('menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
