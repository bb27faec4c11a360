/**
 * Query keys of the listings feature. Everything starts with `all`, so a change of a listing
 * invalidates every list, page, detail, the owner's and the management lists and the counts.
 */
export const listingKeys = {
  all: ['listings'] as const,
  firstPage: (apiQuery: string) => ['listings', 'list', 'first', apiQuery] as const,
  allPages: (apiQuery: string) => ['listings', 'list', 'all', apiQuery] as const,
  detail: (id: number) => ['listings', 'detail', id] as const,
  mine: (userId: number | undefined) => ['listings', 'mine', userId] as const,
  managed: (userId: number | undefined) => ['listings', 'managed', userId] as const,
  /** A listing's leads over the last 30 days (the owner's and admin's lists). */
  leads: (id: number) => ['listings', 'leads', id] as const,
  /** The dashboard counts (listings, and the bookings on them): bookings invalidate them too. */
  stats: ['listings', 'stats'] as const,
};
