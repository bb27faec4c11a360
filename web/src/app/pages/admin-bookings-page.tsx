import { useTranslation } from '#web/lib/use-translation.ts';
import { BookingsTable } from '#web/features/bookings/components/bookings-table.tsx';
import type { PageHandle } from '../page-handle.ts';
import { PageTitle } from '#web/components/page-title.tsx';

export default function AdminBookingsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageTitle text={t('nav.bookings')} />
      <h1 className="mb-6 text-2xl font-bold">{t('nav.bookings')}</h1>
      <BookingsTable />
    </>
  );
}

export const handle: PageHandle = { i18n: ['admin'] };
