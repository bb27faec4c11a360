/**
 * Query keys of the listings feature. Everything starts with `all`, so a change of a listing
 * invalidates every list, page, detail, the owner's and the management lists and the counts.
 */
export const listingKeys = {
  all: ['listings'] as const,
  firstPage: (apiQuery: string) => ['listings', 'list', 'first', apiQuery] as const,
  allPages: (apiQuery: string) => ['listings', 'list', 'all', apiQuery] as const,
  detail: (id: number) => ['listings', 'detail', id] as const,
  /** The owner's (`own`) or the management (`managed`) paged list, for one search. */
  managed: (scope: 'own' | 'managed', userId: number | undefined, q: string) =>
    ['listings', 'managed', scope, userId, q] as const,
  /** A listing's leads over the last 30 days (the owner's and admin's lists). */
  leads: (id: number) => ['listings', 'leads', id] as const,
  /** The dashboard counts (listings, and the bookings on them): bookings invalidate them too. */
  stats: ['listings', 'stats'] as const,
};
