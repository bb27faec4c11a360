import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl p-6 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <Link className="mt-4 inline-block text-brand-600 underline" to="/">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
