import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export interface MapConfig {
  tileUrl: string;
}

export function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  return apiFetch<MapConfig>('/api/config/map', { signal });
}

/** The tile server comes from the server's TILE_URL; it never changes while the page is open. */
export function useMapConfig() {
  return useQuery(
    queryOptions({ queryKey: ['config', 'map'], queryFn: ({ signal }) => getMapConfig(signal), staleTime: Infinity }),
  );
}
