import { useTranslation } from '#web/lib/use-translation.ts';
import { ListingsTable } from '#web/features/listings/components/manage/listings-table.tsx';
import type { PageHandle } from '../page-handle.ts';
import { PageTitle } from '#web/components/page-title.tsx';

export default function AdminListingsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageTitle text={t('nav.apartments')} />
      <h1 className="mb-6 text-2xl font-bold">{t('nav.apartments')}</h1>
      <ListingsTable />
    </>
  );
}

export const handle: PageHandle = { i18n: ['admin', 'profile', 'owner'] };
