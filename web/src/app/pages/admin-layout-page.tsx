import { Building2, CalendarCheck, Flag, Inbox, LayoutDashboard, LogOut, Users } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Outlet } from 'react-router';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { NavLink } from '#web/lib/links.tsx';
import type { PageHandle } from '../page-handle.ts';

const LINKS = [
  { to: '/admin', key: 'dashboard', Icon: LayoutDashboard, end: true },
  { to: '/admin/apartments', key: 'apartments', Icon: Building2, end: false },
  { to: '/admin/bookings', key: 'bookings', Icon: CalendarCheck, end: false },
] as const;
/** Moderation and the contact messages are the admins' alone. */
const ADMIN_LINKS = [
  { to: '/admin/reports', key: 'reports', Icon: Flag, end: false },
  { to: '/admin/users', key: 'users', Icon: Users, end: false },
  { to: '/admin/messages', key: 'messages', Icon: Inbox, end: false },
] as const;

const LINK_CLASS = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-700 text-white' : 'hover:bg-slate-200 dark:hover:bg-slate-800'
  }`;

/** The management area: a sidebar (a top bar on phones) beside the screen. The route guard lets admins and owners in. */
export default function AdminLayoutPage() {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const links = user?.role === 'admin' ? [...LINKS, ...ADMIN_LINKS] : LINKS;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row">
      <nav aria-label={t('nav.label')} className="md:w-56 md:shrink-0">
        {/* On a phone the entries wrap onto a second line: a sideways-scrolling bar hid Messages and Exit. */}
        <ul className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-2 md:flex-col md:flex-nowrap dark:bg-slate-900">
          {links.map(({ to, key, Icon, end }) => (
            <li key={key}>
              <NavLink to={to} end={end} className={LINK_CLASS}>
                <Icon aria-hidden className="size-4" />
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
          <li className="md:mt-4">
            <NavLink to="/disable-admin-redirect" className={LINK_CLASS}>
              <LogOut aria-hidden className="size-4 rtl:rotate-180" />
              {t('nav.exit')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <main className="min-w-0 flex-1">
        <Outlet />
      </main>
    </div>
  );
}

export const handle: PageHandle = { i18n: ['admin'] };
