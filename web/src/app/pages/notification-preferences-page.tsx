import { useTranslation } from '#web/lib/use-translation.ts';
import { PreferenceList } from '#web/features/notifications/components/preference-list.tsx';
import type { PageHandle } from '../page-handle.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** /notification-preferences: the saved searches that notifications are made from. */
export default function NotificationPreferencesPage() {
  const { t } = useTranslation('notifications');
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageTitle text={t('preferences.heading')} />
      <h1 className="text-2xl font-bold">{t('preferences.heading')}</h1>
      <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">{t('preferences.intro')}</p>
      <PreferenceList />
    </main>
  );
}

export const handle: PageHandle = { i18n: ['notifications'] };
