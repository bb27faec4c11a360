import { useTranslation } from 'react-i18next';
import { BookingsTable } from '../../features/admin/components/bookings-table.tsx';

export function AdminBookingsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{t('nav.bookings')}</h1>
      <BookingsTable />
    </>
  );
}
