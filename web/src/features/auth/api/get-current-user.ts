import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../../../common/users.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export const CURRENT_USER_KEY = ['auth', 'user'] as const;

/** The signed-in user, or null for a visitor (the API answers 401). */
export async function getCurrentUser(signal?: AbortSignal): Promise<PublicUser | null> {
  try {
    return await apiFetch<PublicUser>('/api/auth/user', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 300_000,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
