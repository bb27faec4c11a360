import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { apartmentSchema, newApartmentSchema } from '../../../../../common/apartments.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { LISTING_QUERY_KEYS } from '../../../lib/listing-keys.ts';
import { useCurrentUser } from '../../auth/api/session.ts';

/** A listing as JSON carries it. */
export type ApartmentJson = z.input<typeof apartmentSchema>;
export type NewApartmentBody = z.output<typeof newApartmentSchema>;

export function useMyProperties() {
  const { user } = useCurrentUser();
  const isOwner = user?.role === 'owner' || user?.role === 'admin';
  return useQuery({
    queryKey: ['myproperties', user?.id],
    queryFn: ({ signal }) => apiFetch<ApartmentJson[]>('/api/myproperties', { signal }),
    enabled: isOwner,
  });
}

export function useCreateApartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewApartmentBody) => apiFetch<ApartmentJson>('/api/apartments', { method: 'POST', body }),
    onSuccess: () => Promise.all(LISTING_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
