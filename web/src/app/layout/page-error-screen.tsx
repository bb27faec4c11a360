import { useTranslation } from '#web/lib/use-translation.ts';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageTitle } from '#web/components/page-title.tsx';
import { PageError } from '#web/components/ui/page-error.tsx';
import { ListingsLoadError } from '#web/features/listings/components/listing-results.tsx';
import { Link } from '#web/lib/links.tsx';
import { useReloadAfterLoadFailure } from './reload-after-load-failure.ts';

/** What a loader throws when its page is missing: `data(LISTING_MISSING, { status: 404 })` for a listing. */
export const LISTING_MISSING = 'listing';

/**
 * A page that cannot be shown: Page Not Found (404; a listing's own text for a missing listing),
 * a withdrawn listing (410), or a failure (its code or data could not load) with a way to retry.
 */
export function PageErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation(['common', 'listings']);
  if (useReloadAfterLoadFailure(error)) return null;
  if (isRouteErrorResponse(error) && error.status === 410) {
    return <GoneOrMissing title={t('listings:detail.withdrawn')} text={t('listings:detail.withdrawnText')} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return error.data === LISTING_MISSING ? (
      <GoneOrMissing title={t('listings:detail.notFound')} text={t('listings:detail.notFoundText')} />
    ) : (
      <GoneOrMissing title={t('notFound.title')} text={t('notFound.text')} code="404" />
    );
  }
  return (
    <PageError
      message={t('pageLoadError.text')}
      retryLabel={t('pageLoadError.retry')}
      onRetry={() => window.location.reload()}
    />
  );
}

function GoneOrMissing({ title, text, code }: { title: string; text: string; code?: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
      {code && (
        <p className="text-6xl font-bold text-brand-600" aria-hidden>
          {code}
        </p>
      )}
      <PageTitle text={title} />
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
      <Link
        className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
        to="/"
      >
        {t('notFound.home')}
      </Link>
    </main>
  );
}

/** A list page's failure: a missing page as above; results that could not load as the lists' own error state. */
export function ListPageErrorScreen() {
  const error = useRouteError();
  if (useReloadAfterLoadFailure(error)) return null;
  return isRouteErrorResponse(error) ? <PageErrorScreen /> : <ListingsLoadError />;
}
