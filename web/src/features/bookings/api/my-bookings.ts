import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingListSchema, bookingSchema } from '#common/bookings.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { invalidateBookings } from './invalidate-bookings.ts';
import { bookingKeys } from './query-keys.ts';

/** The caller's own requests, whatever their role (owners also book). */
export function useMyBookings() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: bookingKeys.mine(user?.id),
    enabled: user !== null,
    queryFn: ({ signal }) => apiFetch('/api/bookings?mine=true', bookingListSchema, { signal }),
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/api/bookings/${id}/status`, bookingSchema, { method: 'PATCH', body: { status: 'cancelled' } }),
    onSuccess: () => invalidateBookings(queryClient),
  });
}
