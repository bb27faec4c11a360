import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BookingDecision, bookingListSchema, bookingSchema } from '#common/bookings.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { invalidateBookings } from './invalidate-bookings.ts';
import { bookingKeys } from './query-keys.ts';

/**
 * The requests the caller answers: all for an admin, those on their own listings for an owner.
 * Asked once the session is known: asked before, under no user, the list came twice and its rows
 * were drawn anew in between, so an answer pressed on the first rows lost its toast.
 */
export function useManagedBookings() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: bookingKeys.managed(user?.id),
    queryFn: ({ signal }) => apiFetch('/api/bookings', bookingListSchema, { signal }),
    enabled: Boolean(user),
  });
}

export function useDecideBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: BookingDecision }) =>
      apiFetch(`/api/bookings/${id}/status`, bookingSchema, { method: 'PATCH', body: { status } }),
    onSuccess: () => invalidateBookings(queryClient),
  });
}
