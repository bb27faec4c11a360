import { useTranslation } from '#web/lib/use-translation.ts';
import { type ListingsPage, useListingsInfinite } from '../api/get-listings.ts';
import { useIsLoadingFilters } from '../use-url-filters.ts';
import { ListingResults } from './listing-results.tsx';

/** Every match, a page at a time: the loader's first page, then "load more" asks for the Link header's next. */
export function PagedListings({
  apiQuery,
  firstPage,
  emptyText,
  emptyHint,
}: {
  apiQuery: string;
  firstPage: ListingsPage;
  emptyText: string;
  emptyHint?: string;
}) {
  const { t } = useTranslation('listings');
  const query = useListingsInfinite(apiQuery, firstPage);
  const isStale = useIsLoadingFilters();
  const listings = query.data.pages.flatMap((page) => page.listings);
  return (
    <>
      <ListingResults
        listings={listings}
        isStale={isStale}
        emptyText={emptyText}
        emptyHint={emptyHint}
        cardHeadingLevel="h2"
      />
      {query.hasNextPage && !isStale && (
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
