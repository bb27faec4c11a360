import { PageTitle } from '#web/components/page-title.tsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { useRefreshSession } from '#web/features/auth/api/session.ts';
import { Link } from '#web/lib/links.tsx';
import type { PageHandle } from '../page-handle.ts';

export const handle: PageHandle = { i18n: ['recovery'] };

/** `/verify-email?result=verified|invalid`: where the mailed verification link (GET /api/verify-email) lands. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('recovery');
  const [params] = useSearchParams();
  const isVerified = params.get('result') === 'verified';
  const refreshSession = useRefreshSession();
  // The reminder strip goes once the session knows.
  useEffect(() => {
    if (isVerified) void refreshSession();
  }, [isVerified, refreshSession]);

  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-8">
      <div className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-950">
        {isVerified ? (
          <CircleCheck aria-hidden className="mx-auto mb-3 size-10 text-brand-700" />
        ) : (
          <CircleAlert aria-hidden className="mx-auto mb-3 size-10 text-amber-600" />
        )}
        <PageTitle text={t('verify.heading')} />
        <h1 className="mb-2 text-2xl font-bold">{t('verify.heading')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{isVerified ? t('verify.verified') : t('verify.invalid')}</p>
        <p className="mt-6">
          <Link to="/" className="text-brand-700 underline dark:text-brand-300">
            {t('verify.home')}
          </Link>
        </p>
      </div>
    </main>
  );
}
