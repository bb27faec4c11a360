import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

/** `GET /api/apartments/:id/leads` once `isWanted` (a row or card near the screen: an admin's table is long). */
export function useListingLeads(listingId: number, isWanted: boolean) {
  return useQuery({
    queryKey: listingKeys.leads(listingId),
    queryFn: async ({ signal }) => {
      // Like the reveal's: the schema (and zod) loads with the first call, never with a public page.
      const { listingLeadsSchema } = await import('#common/leads.ts');
      return apiFetch(`/api/apartments/${listingId}/leads`, listingLeadsSchema, { signal });
    },
    enabled: isWanted,
    staleTime: 60_000,
  });
}
