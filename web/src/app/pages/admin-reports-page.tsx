import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { ModerationQueue } from '#web/features/moderation/components/moderation-queue.tsx';
import type { PageHandle } from '../page-handle.ts';

/** `/admin/reports`: reported, held and hidden listings (admins only). */
export default function AdminReportsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageTitle text={t('reports.title')} />
      <h1 className="mb-6 text-2xl font-bold">{t('reports.title')}</h1>
      <ModerationQueue />
    </>
  );
}

export const handle: PageHandle = { i18n: ['admin', 'listings'] };
