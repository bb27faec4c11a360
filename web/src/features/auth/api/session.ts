import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountUpdate, LoginBody, RegisterBody } from '#common/auth.ts';
import type { PublicUserJson, Role } from '#common/users.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { forgetKeptPages } from '#web/lib/offline.ts';
import { authKeys } from './query-keys.ts';

const SESSION_KEY = authKeys.session;

const requests = () => import('./session-requests.ts');

/** Who is signed in: asked once, then kept until a login, logout or 401 replaces it. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_KEY,
    queryFn: async () => (await requests()).fetchCurrentUser(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Unknown while the first check runs (`isLoading`), then the user or null. */
export function useCurrentUser() {
  const query = useQuery(sessionQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending };
}

export function hasRole(user: PublicUserJson | null, roles: readonly Role[]): boolean {
  return user !== null && roles.includes(user.role);
}

/** A new identity: drop everything cached for the previous one, then show the new user. */
function replaceSession(queryClient: QueryClient, user: PublicUserJson | null) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  queryClient.setQueryData(SESSION_KEY, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => (await requests()).login(body),
    onSuccess: (user) => replaceSession(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) => (await requests()).register(body),
    onSuccess: (user) => replaceSession(queryClient, user),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await requests()).logout(),
    onSuccess: () => {
      replaceSession(queryClient, null);
      void forgetKeptPages();
    },
  });
}

/** Renter → owner; the answer replaces the current user (an owner or admin gets itself back). */
export function useConvertToOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await requests()).convertToOwner(),
    onSuccess: (user) => queryClient.setQueryData(SESSION_KEY, user),
  });
}

/** The account page's changes; the answer replaces the current user. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AccountUpdate) => (await requests()).updateAccount(body),
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
