import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../lib/api-client.ts';

/** Placeholder home: proves the web app reaches the API. */
export function HomePage() {
  const { t } = useTranslation();
  const ready = useQuery({ queryKey: ['readyz'], queryFn: () => apiFetch<{ status: string }>('/readyz') });
  const status = ready.isPending ? 'checking' : ready.isSuccess ? 'ready' : 'unavailable';
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold text-brand-600">{t('brand')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('tagline')}</p>
      <p role="status" className="mt-6">
        {t(`status.${status}`)}
      </p>
    </main>
  );
}
