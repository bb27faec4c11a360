import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bookingSchema } from '../../../../../common/bookings.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/api/session.ts';

export type MyBooking = z.input<typeof bookingSchema>;

/** The caller's own requests, whatever their role (owners also book). */
export function useMyBookings() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: ['bookings', 'mine', user?.id],
    enabled: user !== null,
    queryFn: ({ signal }) => apiFetch<MyBooking[]>('/api/bookings?mine=true', { signal }),
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<MyBooking>(`/api/bookings/${id}/status`, { method: 'PATCH', body: { status: 'cancelled' } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
