import { useTranslation } from '#web/lib/use-translation.ts';
import { MyBookingsList } from '#web/features/bookings/components/my-bookings-list.tsx';
import type { PageHandle } from '../page-handle.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** /my-bookings: every signed-in user's own booking requests (DESIGN.md section 7). */
export default function MyBookingsPage() {
  const { t } = useTranslation('bookings');
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle text={t('heading')} />
      <h1 className="mb-6 text-2xl font-bold">{t('heading')}</h1>
      <MyBookingsList />
    </main>
  );
}

export const handle: PageHandle = { i18n: ['bookings'] };
