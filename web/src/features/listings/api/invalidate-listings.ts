import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from '#web/features/bookings/api/query-keys.ts';
import { listingKeys } from './query-keys.ts';

/**
 * After a listing changed: every list, page and detail of listings, and the bookings, which
 * show a listing's title (and go with it when it is deleted).
 */
export function invalidateListings(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listingKeys.all }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  ]);
}
