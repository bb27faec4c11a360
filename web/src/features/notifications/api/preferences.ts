import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CITY_IDS } from '../../../../../common/cities.ts';
import { LISTING_TYPES, NOTIFY_MODES, RENTAL_TYPES } from '../../../../../common/listings.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/api/session.ts';

// Local until common/notification-preferences.ts lands on this branch: the spec's entity fields.
const price = z.number().int().min(0).nullable();
const count = z.number().int().min(0).max(100).nullable();
export const preferenceInputSchema = z.object({
  listingType: z.enum(LISTING_TYPES).nullable(),
  rentalType: z.enum(RENTAL_TYPES).nullable(),
  minPrice: price,
  maxPrice: price,
  minBedrooms: count,
  maxBedrooms: count,
  minBathrooms: count,
  maxBathrooms: count,
  /** A city id from common/cities.ts, or null for anywhere. */
  location: z.enum(CITY_IDS).nullable(),
  enabled: z.boolean(),
  notifyPriceDrops: z.enum(NOTIFY_MODES),
  notifyNewListings: z.enum(NOTIFY_MODES),
});
export type PreferenceInput = z.output<typeof preferenceInputSchema>;
export type Preference = PreferenceInput & { id: number; createdAt: string; updatedAt: string };

const KEY = ['notification-preferences'] as const;
const PATH = '/api/notification-preferences';

export function usePreferences() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...KEY, user?.id],
    enabled: user !== null,
    queryFn: ({ signal }) => apiFetch<Preference[]>(PATH, { signal }),
  });
}

function usePreferenceMutation<V>(request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export function useSavePreference() {
  return usePreferenceMutation(({ id, body }: { id?: number; body: PreferenceInput }) =>
    id === undefined
      ? apiFetch<Preference>(PATH, { method: 'POST', body })
      : apiFetch<Preference>(`${PATH}/${id}`, { method: 'PUT', body }),
  );
}

export function useDeletePreference() {
  return usePreferenceMutation((id: number) => apiFetch(`${PATH}/${id}`, { method: 'DELETE' }));
}
