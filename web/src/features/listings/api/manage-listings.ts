import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseNextLink } from '#common/link-header.ts';
import { type DetailsUpdate, listingListSchema, listingSchema, statsSchema } from '#common/listing-schemas.ts';
import { noContentSchema } from '#common/schema-helpers.ts';
import type { PublicUserJson } from '#common/users.ts';
import { apiFetch, apiRequest } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { invalidateListings } from './invalidate-listings.ts';
import { listingKeys } from './query-keys.ts';

const PAGE_SIZE = 50;

/** Admins manage every listing; an owner only their own (the server scopes it too). */
export function managementPath(user: PublicUserJson | null): string {
  const params = new URLSearchParams({ available: 'all', limit: String(PAGE_SIZE) });
  if (user?.role !== 'admin' && user) params.set('ownerId', String(user.id));
  return `/api/apartments?${params}`;
}

/** The dashboard counts: everything for an admin, an owner's own listings and the bookings on them. */
export function useStats() {
  return useQuery({
    queryKey: listingKeys.stats,
    queryFn: ({ signal }) => apiFetch('/api/admin/stats', statsSchema, { signal }),
  });
}

/** The management table, page after page (Link rel="next"). */
export function useManagedListings() {
  const { user } = useCurrentUser();
  return useInfiniteQuery({
    queryKey: listingKeys.managed(user?.id),
    initialPageParam: managementPath(user),
    queryFn: async ({ pageParam, signal }) => {
      const { data, headers } = await apiRequest(pageParam, listingListSchema, { signal });
      return { items: data, next: parseNextLink(headers.get('link')) };
    },
    getNextPageParam: (page) => page.next,
    enabled: user !== null,
  });
}

function useListingMutation<V>(request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => invalidateListings(queryClient) });
}

const listingPath = (id: number) => `/api/apartments/${id}`;

export function useUpdatePrice() {
  return useListingMutation(({ id, price }: { id: number; price: number }) =>
    apiFetch(`${listingPath(id)}/price`, listingSchema, { method: 'PATCH', body: { price } }),
  );
}

export function useUpdateAvailability() {
  return useListingMutation(({ id, available }: { id: number; available: boolean }) =>
    apiFetch(`${listingPath(id)}/availability`, listingSchema, { method: 'PATCH', body: { available } }),
  );
}

export function useUpdatePhotos() {
  return useListingMutation(({ id, photos }: { id: number; photos: string[] }) =>
    apiFetch(`${listingPath(id)}/photos`, listingSchema, { method: 'PATCH', body: { photos } }),
  );
}

export function useUpdateDetails() {
  return useListingMutation(({ id, details }: { id: number; details: DetailsUpdate }) =>
    apiFetch(`${listingPath(id)}/details`, listingSchema, { method: 'PATCH', body: details }),
  );
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(listingPath(id), noContentSchema, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      // What belongs to the deleted listing goes, rather than being asked again (a 404).
      queryClient.removeQueries({ queryKey: listingKeys.leads(id) });
      queryClient.removeQueries({ queryKey: listingKeys.detail(id) });
      return invalidateListings(queryClient);
    },
  });
}
