import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingSchema, type NewBooking } from '#common/bookings.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { invalidateBookings } from './invalidate-bookings.ts';

export function createBooking(booking: NewBooking) {
  return apiFetch('/api/bookings', bookingSchema, { method: 'POST', body: booking });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBooking, onSuccess: () => invalidateBookings(queryClient) });
}
