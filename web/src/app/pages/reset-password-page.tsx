import { PageTitle } from '#web/components/page-title.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';

import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';
import { Link, useNavigate } from '#web/lib/links.tsx';
import type { PageHandle } from '../page-handle.ts';

export const handle: PageHandle = { i18n: ['recovery'] };

/** The token of a mailed reset link: in the fragment (`#token=…`), which never reaches a server. */
function tokenInHash(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && /^[\w-]+$/.test(token) ? token : null;
}

/**
 * `/reset-password`: "forgot password" asks for a link; the link (`#token=…`) opens the form for
 * the new password, which signs the person in.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('recovery');
  const navigate = useNavigate();
  // Read after hydration: the server never sees the fragment.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => setToken(tokenInHash());
    read();
    // The mailed link opened in the tab that asked for it changes only the fragment.
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-8">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-950">
        <PageTitle text={token ? t('reset.heading') : t('forgot.heading')} />
        <h1 className="mb-4 text-2xl font-bold">{token ? t('reset.heading') : t('forgot.heading')}</h1>
        {token === undefined ? null : token ? (
          <ResetPasswordForm token={token} onSuccess={() => navigate('/', { replace: true })} />
        ) : (
          <ForgotPasswordForm />
        )}
        <p className="mt-6 text-sm">
          <Link to="/login" className="text-brand-700 underline dark:text-brand-300">
            {t('backToLogin')}
          </Link>
        </p>
      </div>
    </main>
  );
}
