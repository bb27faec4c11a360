import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { UsersTable } from '#web/features/moderation/components/users-table.tsx';
import type { PageHandle } from '../page-handle.ts';

/** `/admin/users`: search users; role, verification, suspension (admins only). */
export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  return (
    <>
      <PageTitle text={t('users.title')} />
      <h1 className="mb-6 text-2xl font-bold">{t('users.title')}</h1>
      {user && <UsersTable currentUserId={user.id} />}
    </>
  );
}

export const handle: PageHandle = { i18n: ['admin'] };
