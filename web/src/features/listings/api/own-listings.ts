import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listingListSchema, listingSchema, type NewListingBody } from '#common/listing-schemas.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { invalidateListings } from './invalidate-listings.ts';
import { listingKeys } from './query-keys.ts';

/** The owner's (or admin's) own listings, available or not. */
export function useMyProperties() {
  const { user } = useCurrentUser();
  const isOwner = user?.role === 'owner' || user?.role === 'admin';
  return useQuery({
    queryKey: listingKeys.mine(user?.id),
    queryFn: ({ signal }) => apiFetch('/api/myproperties', listingListSchema, { signal }),
    enabled: isOwner,
  });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewListingBody) => apiFetch('/api/apartments', listingSchema, { method: 'POST', body }),
    onSuccess: () => invalidateListings(queryClient),
  });
}
