import { Building2, CalendarCheck, CalendarClock, CalendarDays, Inbox } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Spinner } from '#web/components/form/button.tsx';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { useUnreadMessages } from '#web/features/contact/api/inbox.ts';
import { useStats } from '#web/features/listings/api/manage-listings.ts';
import { formatNumber } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';
import { Link } from '#web/lib/links.tsx';
import type { PageHandle } from '../page-handle.ts';
import { PageTitle } from '#web/components/page-title.tsx';

const CARDS = [
  { key: 'totalApartments', Icon: Building2 },
  { key: 'totalBookings', Icon: CalendarDays },
  { key: 'pendingBookings', Icon: CalendarClock },
  { key: 'confirmedBookings', Icon: CalendarCheck },
] as const;

const CARD_CLASS = 'rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800';

/** /admin: the four counts (scoped to the owner's listings for an owner), and an admin's unread contact messages. */
export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const stats = useStats();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const unread = useUnreadMessages({ enabled: isAdmin });
  return (
    <>
      <PageTitle text={t('nav.dashboard')} />
      <h1 className="mb-6 text-2xl font-bold">{t('nav.dashboard')}</h1>
      {stats.isPending ? (
        <Spinner label={t('loading')} />
      ) : stats.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700 dark:bg-red-950 dark:text-red-300">
          {t('stats.error')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {CARDS.map(({ key, Icon }) => (
            <li key={key} className={CARD_CLASS}>
              <div className="flex items-center justify-between text-sm text-slate-600 dark:text-slate-300">
                <h2>{t(`stats.${key}`)}</h2>
                <Icon aria-hidden className="size-5" />
              </div>
              <p className="mt-2 text-2xl font-bold sm:text-3xl">{formatNumber(stats.data[key], language)}</p>
            </li>
          ))}
          {isAdmin && (
            <li className={CARD_CLASS}>
              <Link to="/admin/messages" className="block hover:underline">
                <div className="flex items-center justify-between text-sm text-slate-600 dark:text-slate-300">
                  <h2>{t('stats.unreadMessages')}</h2>
                  <Inbox aria-hidden className="size-5" />
                </div>
                <p className="mt-2 text-2xl font-bold sm:text-3xl">
                  {unread.data === undefined ? '…' : formatNumber(unread.data, language)}
                </p>
              </Link>
            </li>
          )}
        </ul>
      )}
    </>
  );
}

export const handle: PageHandle = { i18n: ['admin'] };
