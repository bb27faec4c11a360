import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { MessagesInbox } from '#web/features/contact/components/messages-inbox.tsx';
import type { PageHandle } from '../page-handle.ts';

/** /admin/messages: what people sent through /contact. Admins only (the server refuses everyone else). */
export default function AdminMessagesPage() {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  return (
    <>
      <PageTitle text={t('nav.messages')} />
      <h1 className="mb-6 text-2xl font-bold">{t('nav.messages')}</h1>
      {user?.role === 'admin' ? (
        <MessagesInbox />
      ) : (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          {t('messages.adminsOnly')}
        </p>
      )}
    </>
  );
}

export const handle: PageHandle = { i18n: ['admin'] };
