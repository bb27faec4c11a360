import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, NewBooking } from '../../../../../common/bookings.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function createBooking(booking: NewBooking): Promise<Booking> {
  return apiFetch<Booking>('/api/bookings', { method: 'POST', body: booking });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
