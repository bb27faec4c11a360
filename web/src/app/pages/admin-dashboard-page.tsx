import { Building2, CalendarCheck, CalendarClock, CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/form/button.tsx';
import { useStats } from '#web/features/listings/api/manage-listings.ts';
import type { PageHandle } from '../page-handle.ts';
import { PageTitle } from '#web/components/page-title.tsx';

const CARDS = [
  { key: 'totalApartments', Icon: Building2 },
  { key: 'totalBookings', Icon: CalendarDays },
  { key: 'pendingBookings', Icon: CalendarClock },
  { key: 'confirmedBookings', Icon: CalendarCheck },
] as const;

/** /admin: the four counts (scoped to the owner's listings for an owner). */
export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const stats = useStats();
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
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {CARDS.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
              <div className="flex items-center justify-between text-sm text-slate-600 dark:text-slate-300">
                <h2>{t(`stats.${key}`)}</h2>
                <Icon aria-hidden className="size-5" />
              </div>
              <p className="mt-2 text-3xl font-bold">{new Intl.NumberFormat('en').format(stats.data[key])}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const handle: PageHandle = { i18n: ['admin'] };
