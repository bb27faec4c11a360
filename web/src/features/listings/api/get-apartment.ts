import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Apartment } from '../../../../../common/apartments.ts';
import { apartmentUrl } from '../../../../../common/page-requests.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function getApartment(id: number, signal?: AbortSignal): Promise<Apartment> {
  return apiFetch<Apartment>(apartmentUrl(id), { signal });
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
