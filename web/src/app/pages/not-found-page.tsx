import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden>
        404
      </p>
      <PageTitle text={t('notFound.title')} />
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('notFound.text')}</p>
      <Link
        className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
        to="/"
      >
        {t('notFound.home')}
      </Link>
    </main>
  );
}
