import { useTranslation } from 'react-i18next';
import { AddPropertyForm } from '../../features/owner/components/add-property-form.tsx';

/** /apartments/add (owners and admins; the route guard sends others away). */
export function AddPropertyPage() {
  const { t } = useTranslation('owner');
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t('add.heading')}</h1>
      <AddPropertyForm />
    </main>
  );
}
