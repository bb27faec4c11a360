import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { apartmentSchema, detailsUpdateSchema, Stats } from '../../../../../common/apartments.ts';
import type { bookingSchema, bookingStatusUpdateSchema } from '../../../../../common/bookings.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiGetWithHeaders, nextPageUrl } from '../../../lib/api-response.ts';
import { LISTING_QUERY_KEYS } from '../../../lib/listing-keys.ts';
import { type SessionUser, useCurrentUser } from '../../auth/api/session.ts';

export type ManagedApartment = z.input<typeof apartmentSchema>;
export type BookingJson = z.input<typeof bookingSchema>;
export type DetailsUpdate = z.output<typeof detailsUpdateSchema>;
export type BookingDecision = z.output<typeof bookingStatusUpdateSchema>['status'];

const PAGE_SIZE = 50;

/** Admins manage every listing; an owner only their own (the server scopes it too). */
export function managementPath(user: SessionUser | null): string {
  const params = new URLSearchParams({ available: 'all', limit: String(PAGE_SIZE) });
  if (user?.role !== 'admin' && user) params.set('ownerId', String(user.id));
  return `/api/apartments?${params}`;
}

export function useStats() {
  return useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiFetch<Stats>('/api/admin/stats', { signal }),
  });
}

/** The management table, page after page (Link rel="next"). */
export function useManagedApartments() {
  const { user } = useCurrentUser();
  return useInfiniteQuery({
    queryKey: ['admin', 'apartments', user?.id],
    initialPageParam: managementPath(user),
    queryFn: async ({ pageParam, signal }) => {
      const { data, headers } = await apiGetWithHeaders<ManagedApartment[]>(pageParam, signal);
      return { items: data, next: nextPageUrl(headers) };
    },
    getNextPageParam: (page) => page.next,
    enabled: user !== null,
  });
}

function useListingMutation<V>(request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => Promise.all(LISTING_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useUpdatePrice() {
  return useListingMutation(({ id, price }: { id: number; price: number }) =>
    apiFetch(`/api/apartments/${id}/price`, { method: 'PATCH', body: { price } }),
  );
}

export function useUpdateAvailability() {
  return useListingMutation(({ id, available }: { id: number; available: boolean }) =>
    apiFetch(`/api/apartments/${id}/availability`, { method: 'PATCH', body: { available } }),
  );
}

export function useUpdatePhotos() {
  return useListingMutation(({ id, photos }: { id: number; photos: string[] }) =>
    apiFetch(`/api/apartments/${id}/photos`, { method: 'PATCH', body: { photos } }),
  );
}

export function useUpdateDetails() {
  return useListingMutation(({ id, details }: { id: number; details: DetailsUpdate }) =>
    apiFetch(`/api/apartments/${id}/details`, { method: 'PATCH', body: details }),
  );
}

export function useDeleteApartment() {
  return useListingMutation((id: number) => apiFetch(`/api/apartments/${id}`, { method: 'DELETE' }));
}

export function useBookings() {
  return useQuery({
    queryKey: ['admin', 'bookings'],
    queryFn: ({ signal }) => apiFetch<BookingJson[]>('/api/bookings', { signal }),
  });
}

export function useDecideBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: BookingDecision }) =>
      apiFetch<BookingJson>(`/api/bookings/${id}/status`, { method: 'PATCH', body: { status } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
      ]),
  });
}
