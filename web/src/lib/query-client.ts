import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** DESIGN.md section 7: no retries on 4xx, no refetch on focus (notifications opt in), stale after 60 s. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
