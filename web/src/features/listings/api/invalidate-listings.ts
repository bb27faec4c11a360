import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from '#web/features/bookings/api/query-keys.ts';
import { listingKeys } from './query-keys.ts';

/**
 * After a listing changed: every list, page and detail of listings, and the bookings, which
 * show a listing's title (and go with it when it is deleted). Not the leads: an owner's change
 * does not change them, and a deleted listing's would answer 404.
 */
export function invalidateListings(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listingKeys.all, predicate: (query) => query.queryKey[1] !== 'leads' }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  ]);
}
