import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Role } from '../../../../../common/listings.ts';
import type { publicUserSchema } from '../../../../../common/users.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import type { LoginBody, RegisterBody } from '../../../../../common/auth.ts';
import { SESSION_CHECK_URL } from '../../../../../common/page-requests.ts';

/** The user as JSON carries it (dates are ISO strings). */
export type SessionUser = z.input<typeof publicUserSchema>;

export const SESSION_KEY = ['auth', 'user'] as const;

async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    return await apiFetch<SessionUser>(SESSION_CHECK_URL);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Who is signed in: asked once, then kept until a login, logout or 401 replaces it. */
export function sessionQueryOptions() {
  return queryOptions({ queryKey: SESSION_KEY, queryFn: fetchCurrentUser, staleTime: Number.POSITIVE_INFINITY });
}

/** Unknown while the first check runs (`isLoading`), then the user or null. */
export function useCurrentUser() {
  const query = useQuery(sessionQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending };
}

export function hasRole(user: SessionUser | null, roles: readonly Role[]): boolean {
  return user !== null && roles.includes(user.role);
}

/** A new identity: drop everything cached for the previous one, then show the new user. */
function replaceSession(queryClient: QueryClient, user: SessionUser | null) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  queryClient.setQueryData(SESSION_KEY, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiFetch<SessionUser>('/api/login', { method: 'POST', body }),
    onSuccess: (user) => replaceSession(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => apiFetch<SessionUser>('/api/register', { method: 'POST', body }),
    onSuccess: (user) => replaceSession(queryClient, user),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/logout', { method: 'POST' }),
    onSuccess: () => replaceSession(queryClient, null),
  });
}

/** Renter → owner; the answer replaces the current user (an owner or admin gets itself back). */
export function useConvertToOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<SessionUser>('/api/auth/role', { method: 'POST', body: { role: 'owner' } }),
    onSuccess: (user) => queryClient.setQueryData(SESSION_KEY, user),
  });
}

/**
 * A 401 from any query or mutation means the session is gone (expired, logged out elsewhere):
 * the UI returns to signed-out. Returns the unsubscribe function.
 */
export function watchUnauthorized(queryClient: QueryClient): () => void {
  const signOut = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401 && queryClient.getQueryData(SESSION_KEY) !== null) {
      replaceSession(queryClient, null);
    }
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') signOut(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') signOut(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
