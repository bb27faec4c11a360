import type { QueryClient } from '@tanstack/react-query';
import { listingKeys } from '#web/features/listings/api/query-keys.ts';
import { bookingKeys } from './query-keys.ts';

/** After a booking was made, answered or cancelled: every booking list, and the dashboard's counts. */
export function invalidateBookings(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: listingKeys.stats }),
  ]);
}
