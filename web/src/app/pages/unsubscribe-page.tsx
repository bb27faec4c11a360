import { PageTitle } from '#web/components/page-title.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/form/button.tsx';
import { useUnsubscribe } from '#web/features/notifications/api/preferences.ts';
import { describeError } from '#web/lib/error-text.ts';
import { Link } from '#web/lib/links.tsx';
import type { PageHandle } from '../page-handle.ts';

export const handle: PageHandle = { i18n: ['recovery'] };

/**
 * `/unsubscribe?p=…&t=…`: the link at the foot of an alert mail. Opening it changes nothing (mail
 * scanners open links); the button does, without a login, for that saved search only.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('recovery');
  const [params] = useSearchParams();
  const p = params.get('p') ?? '';
  const signature = params.get('t') ?? '';
  const unsubscribe = useUnsubscribe();
  const isLink = /^\d+$/.test(p) && /^[\w-]+$/.test(signature);

  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-8">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-950">
        <PageTitle text={t('unsubscribe.heading')} />
        <h1 className="mb-4 text-2xl font-bold">{t('unsubscribe.heading')}</h1>
        {!isLink ? (
          <p>{t('unsubscribe.invalid')}</p>
        ) : unsubscribe.isSuccess ? (
          <p role="status">{unsubscribe.data.message}</p>
        ) : (
          <>
            <p className="mb-4 text-slate-700 dark:text-slate-300">{t('unsubscribe.intro')}</p>
            {unsubscribe.isError && (
              <p role="alert" className="mb-4 text-red-700 dark:text-red-400">
                {describeError(unsubscribe.error, t('unsubscribe.invalid'))}
              </p>
            )}
            <Button isBusy={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ p, t: signature })}>
              {t('unsubscribe.submit')}
            </Button>
          </>
        )}
        <p className="mt-6 flex flex-wrap gap-4 text-sm">
          <Link to="/notification-preferences" className="text-brand-700 underline dark:text-brand-300">
            {t('unsubscribe.manage')}
          </Link>
          <Link to="/" className="text-brand-700 underline dark:text-brand-300">
            {t('unsubscribe.home')}
          </Link>
        </p>
      </div>
    </main>
  );
}
