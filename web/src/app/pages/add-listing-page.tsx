import { useTranslation } from '#web/lib/use-translation.ts';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { PhonePrompt } from '#web/features/auth/components/account-forms.tsx';
import { AddPropertyForm } from '#web/features/listings/components/listing-form/add-listing-form.tsx';
import type { PageHandle } from '../page-handle.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** /apartments/add (owners and admins; the route guard sends others away). */
export default function AddPropertyPage() {
  const { t } = useTranslation('owner');
  const { user } = useCurrentUser();
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageTitle text={t('add.heading')} />
      <h1 className="mb-6 text-2xl font-bold">{t('add.heading')}</h1>
      {/* Seekers call and WhatsApp owners: one without a number is asked for it (optional). */}
      {user && <PhonePrompt user={user} />}
      <AddPropertyForm />
    </main>
  );
}

export const handle: PageHandle = { i18n: ['owner', 'profile'] };
