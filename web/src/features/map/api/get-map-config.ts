import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapConfigSchema } from '#common/map.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { mapKeys } from './query-keys.ts';

export function getMapConfig(signal?: AbortSignal) {
  return apiFetch('/api/config/map', mapConfigSchema, { signal });
}

/** The tile server comes from the server's TILE_URL; it never changes while the page is open. */
export function useMapConfig() {
  return useQuery(
    queryOptions({ queryKey: mapKeys.config, queryFn: ({ signal }) => getMapConfig(signal), staleTime: Infinity }),
  );
}
