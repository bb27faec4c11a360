import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Apartment } from '../../../../../common/apartments.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** A listing id from the URL, or 0 when it cannot be one (the page then says "not found"). */
export function parseApartmentId(id: string | undefined): number {
  return id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : 0;
}

export function getApartment(id: number, signal?: AbortSignal): Promise<Apartment> {
  return apiFetch<Apartment>(`/api/apartments/${id}`, { signal });
}

export function apartmentQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['apartments', 'detail', id],
    queryFn: ({ signal }) => getApartment(id, signal),
  });
}

export function useApartment(id: number) {
  return useQuery(apartmentQueryOptions(id));
}
