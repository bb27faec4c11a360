import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingsPage } from '#common/page-services.ts';
import { apiPage } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export type { ListingsPage };

/** A page of `GET /api/apartments` for a list page's query string. */
export function listingsUrl(apiQuery: string): string {
  return `/api/apartments?${apiQuery}`;
}

/** One page of result cards (`fields=card`). */
export async function getListingsPage(url: string, signal?: AbortSignal): Promise<ListingsPage> {
  // Only "load more" asks: the schema (and zod) loads then, not with the page's first load.
  const { listingCardListSchema } = await import('#common/listing-schemas.ts');
  return apiPage(url, listingCardListSchema, signal);
}

export function listingsInfiniteQueryOptions(apiQuery: string) {
  return infiniteQueryOptions({
    queryKey: listingKeys.allPages(apiQuery),
    queryFn: ({ pageParam, signal }) => getListingsPage(pageParam, signal),
    initialPageParam: listingsUrl(apiQuery),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/**
 * Every matching listing, a page at a time ("load more"), from the first page the page's loader
 * brought (rendered by the server): only the pages after it are asked for.
 */
export function useListingsInfinite(apiQuery: string, firstPage: ListingsPage) {
  return useInfiniteQuery({
    ...listingsInfiniteQueryOptions(apiQuery),
    initialData: { pages: [firstPage], pageParams: [listingsUrl(apiQuery)] },
  });
}
