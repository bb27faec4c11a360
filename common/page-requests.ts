import type { LazyPageName } from './lazy-pages.ts';
import { cityPageQuery, landsPageQuery, parseFilters, routeCity, salesPageQuery } from './listing-filters.ts';

/** Who is signed in: every page asks at start-up (the header shows the user). */
export const SESSION_CHECK_URL = '/api/auth/user';

/** A page of `GET /api/apartments` for a list page's query string. */
export function apartmentsUrl(apiQuery: string): string {
  return `/api/apartments?${apiQuery}`;
}

export function apartmentUrl(id: number): string {
  return `/api/apartments/${id}`;
}

/** A listing id from the URL, or 0 when it cannot be one (the page then says "not found"). */
export function parseApartmentId(id: string | undefined): number {
  return id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : 0;
}

/** The API request a page opens with: a list (its first page, then more on demand) or one listing. */
export type PageRequest = { type: 'list'; apiQuery: string } | { type: 'apartment'; id: number };

type FindRequest = (params: Record<string, string | undefined>, search: URLSearchParams) => PageRequest | undefined;

const cityRequest: FindRequest = (params, search) => {
  const city = routeCity(params.cityId);
  return city === undefined
    ? undefined
    : { type: 'list', apiQuery: cityPageQuery(parseFilters(search), city?.id).apiQuery };
};

/**
 * By lazy page: the client starts the request as soon as its code runs, before React renders
 * (web/src/app/router.tsx), and the server names it in the page's index.html, so it loads beside
 * that code instead of after it (server/plugins/route-hints.ts). One table: both ask for the
 * same URL, or the browser would download the answer twice.
 */
export const PAGE_REQUESTS: Partial<Record<LazyPageName, FindRequest>> = {
  sales: (_params, search) => ({ type: 'list', apiQuery: salesPageQuery(parseFilters(search)).apiQuery }),
  lands: (_params, search) => ({ type: 'list', apiQuery: landsPageQuery(parseFilters(search)).apiQuery }),
  cities: cityRequest,
  city: cityRequest,
  apartment: (params) => {
    const id = parseApartmentId(params.id);
    return id === 0 ? undefined : { type: 'apartment', id };
  },
};

export function pageRequestUrl(request: PageRequest): string {
  return request.type === 'list' ? apartmentsUrl(request.apiQuery) : apartmentUrl(request.id);
}
