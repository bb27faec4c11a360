import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { AccountDetailsForm, PasswordForm } from '#web/features/auth/components/account-forms.tsx';
import type { PageHandle } from '../page-handle.ts';

/** /account: name, mobile number, WhatsApp and password of the signed-in user. */
export default function AccountPage() {
  const { t } = useTranslation('profile');
  const { user } = useCurrentUser();
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8">
      <PageTitle text={t('heading')} />
      <h1 className="text-2xl font-bold">{t('heading')}</h1>
      <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">{t('intro')}</p>
      {user && (
        <div className="grid gap-6">
          <AccountDetailsForm key={user.id} user={user} />
          <PasswordForm />
        </div>
      )}
    </main>
  );
}

export const handle: PageHandle = { i18n: ['profile'] };
