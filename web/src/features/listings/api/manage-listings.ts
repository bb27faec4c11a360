import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DetailsUpdate, listingListSchema, listingSchema, statsSchema } from '#common/listing-schemas.ts';
import { noContentSchema } from '#common/schema-helpers.ts';
import type { PublicUserJson } from '#common/users.ts';
import { apiFetch, apiPage } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { invalidateListings } from './invalidate-listings.ts';
import { listingKeys } from './query-keys.ts';

/** A phone's first screen and a bit: the first page comes at once, "load more" brings the next. */
export const MANAGED_PAGE_SIZE = 24;

/**
 * Whose listings a paged list shows: `own`, the signed-in user's (my properties); `managed`,
 * every listing they may manage (an admin: all; an owner: their own). Available or not, and
 * hidden by moderation too: the server allows `available=all` only to an admin or to the owner
 * asking for their own.
 */
export type ListingScope = 'own' | 'managed';

export function managedListingsPath(user: PublicUserJson | null, scope: ListingScope, q: string): string {
  const params = new URLSearchParams({ available: 'all', limit: String(MANAGED_PAGE_SIZE) });
  if (user && (scope === 'own' || user.role !== 'admin')) params.set('ownerId', String(user.id));
  if (q) params.set('q', q);
  return `/api/apartments?${params}`;
}

/** The dashboard counts: everything for an admin, an owner's own listings and the bookings on them. */
export function useStats() {
  return useQuery({
    queryKey: listingKeys.stats,
    queryFn: ({ signal }) => apiFetch('/api/admin/stats', statsSchema, { signal }),
  });
}

/**
 * An owner's or the management list, page after page (Link rel="next"), with the count of all
 * matches (X-Total-Count) and `q` (title in any language, or a reference such as DAR-000104).
 * While a new search loads, the previous answer stays on screen.
 */
export function useManagedListings(scope: ListingScope, q: string) {
  const { user } = useCurrentUser();
  return useInfiniteQuery({
    queryKey: listingKeys.managed(scope, user?.id, q),
    initialPageParam: managedListingsPath(user, scope, q),
    // Full listings: the rows edit what a card does not carry.
    queryFn: ({ pageParam, signal }) => apiPage(pageParam, listingListSchema, signal),
    getNextPageParam: (page) => page.next ?? undefined,
    placeholderData: keepPreviousData,
    enabled: user?.role === 'owner' || user?.role === 'admin',
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
