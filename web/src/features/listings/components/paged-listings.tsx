import { useTranslation } from 'react-i18next';
import { useApartmentsInfinite } from '../api/get-apartments.ts';
import { ListingResults } from './listing-results.tsx';

/** Every match, a page at a time: "load more" asks for the Link header's next page. */
export function PagedListings({
  apiQuery,
  emptyText,
  emptyHint,
}: {
  apiQuery: string;
  emptyText: string;
  emptyHint?: string;
}) {
  const { t } = useTranslation('listings');
  const query = useApartmentsInfinite(apiQuery);
  const apartments = query.data?.pages.flatMap((page) => page.apartments);
  return (
    <>
      <ListingResults
        apartments={apartments}
        isPending={query.isPending}
        isError={query.isError && !query.isFetchNextPageError}
        isStale={query.isPlaceholderData}
        emptyText={emptyText}
        emptyHint={emptyHint}
        onRetry={() => void query.refetch()}
        cardHeadingLevel="h2"
      />
      {query.hasNextPage && !query.isPlaceholderData && (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="mx-auto mt-6 block rounded-md border border-brand-600 px-6 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-100 dark:hover:bg-slate-900"
        >
          {query.isFetchingNextPage ? t('states.loadingMore') : t('states.loadMore')}
        </button>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-center text-sm text-red-600">
          {t('states.error')}
        </p>
      )}
    </>
  );
}
