import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { apartmentSchema, newApartmentSchema } from '../../../../../common/apartments.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/api/session.ts';

/** A listing as JSON carries it. */
export type ApartmentJson = z.input<typeof apartmentSchema>;
export type NewApartmentBody = z.output<typeof newApartmentSchema>;

/** Query-key roots of every listing list, so a change refreshes all their pages. */
export const LISTING_KEYS = [['apartments'], ['myproperties'], ['admin']] as const;

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
    onSuccess: () => Promise.all(LISTING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
