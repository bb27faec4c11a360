import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListingEdit, listingDetailSchema, listingSchema, type NewListingBody } from '#common/listing-schemas.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { invalidateListings } from './invalidate-listings.ts';
import { listingKeys } from './query-keys.ts';

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewListingBody) => apiFetch('/api/apartments', listingSchema, { method: 'POST', body }),
    onSuccess: () => invalidateListings(queryClient),
  });
}

/** A listing as its owner (or an admin) edits it: hidden or withdrawn ones too (the server lets them see it). */
export function useListingToEdit(id: number) {
  return useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(`/api/apartments/${id}`, listingDetailSchema, { signal }),
    enabled: id > 0,
  });
}

/** The full edit: only the fields that changed. */
export function useEditListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ListingEdit }) =>
      apiFetch(`/api/apartments/${id}`, listingSchema, { method: 'PATCH', body: changes }),
    onSuccess: () => invalidateListings(queryClient),
  });
}
