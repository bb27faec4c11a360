import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingSchema, type NewListingBody } from '#common/listing-schemas.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { invalidateListings } from './invalidate-listings.ts';

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewListingBody) => apiFetch('/api/apartments', listingSchema, { method: 'POST', body }),
    onSuccess: () => invalidateListings(queryClient),
  });
}
