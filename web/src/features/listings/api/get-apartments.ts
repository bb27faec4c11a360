import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Apartment } from '../../../../../common/apartments.ts';
import { apartmentsUrl } from '../../../../../common/page-requests.ts';
import { apiFetchWithHeaders, nextLink } from '../../../lib/api-client.ts';

export interface ApartmentsPage {
  apartments: Apartment[];
  next: string | null;
}

/** One page of `GET /api/apartments`; the next page's URL comes from the Link header. */
export async function getApartmentsPage(url: string, signal?: AbortSignal): Promise<ApartmentsPage> {
  const { data, headers } = await apiFetchWithHeaders<Apartment[]>(url, { signal });
  return { apartments: data, next: nextLink(headers) };
}

/** Every list query starts with this key, so a mutation can invalidate all their pages at once. */
export const APARTMENT_LISTS_KEY = ['apartments', 'list'] as const;

export function apartmentsQueryOptions(apiQuery: string) {
  return queryOptions({
    queryKey: [...APARTMENT_LISTS_KEY, 'first', apiQuery],
    queryFn: ({ signal }) => getApartmentsPage(apartmentsUrl(apiQuery), signal),
    // A new filter keeps the old results on screen until the new ones arrive: no flash.
    placeholderData: keepPreviousData,
  });
}

export function apartmentsInfiniteQueryOptions(apiQuery: string) {
  return infiniteQueryOptions({
    queryKey: [...APARTMENT_LISTS_KEY, 'all', apiQuery],
    queryFn: ({ pageParam, signal }) => getApartmentsPage(pageParam, signal),
    initialPageParam: apartmentsUrl(apiQuery),
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The first page only: the rent page shows at most six. */
export function useApartments(apiQuery: string) {
  return useQuery(apartmentsQueryOptions(apiQuery));
}

/** Every matching listing, a page at a time ("load more"). */
export function useApartmentsInfinite(apiQuery: string) {
  return useInfiniteQuery(apartmentsInfiniteQueryOptions(apiQuery));
}
