import { useTranslation } from 'react-i18next';
import { ApartmentsTable } from '../../features/admin/components/apartments-table.tsx';

export function AdminApartmentsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{t('nav.apartments')}</h1>
      <ApartmentsTable />
    </>
  );
}
