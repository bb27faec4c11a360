import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import {
  forgetLocalFavourites,
  readLocalFavourites,
  subscribeLocalFavourites,
  toggleLocalFavourite,
} from './local-favourites.ts';

/**
 * `PUT|DELETE /api/favourites/:id`. The schema helpers (and zod) load with the first tap, not with
 * the page: every card has a heart, so this module is in every list page's first load.
 */
async function sendFavourite(id: number, method: 'PUT' | 'DELETE') {
  const { noContentSchema } = await import('#common/schema-helpers.ts');
  return apiFetch(`/api/favourites/${id}`, noContentSchema, { method });
}

export const favouriteKeys = {
  all: ['favourites'] as const,
  of: (userId: number | undefined) => ['favourites', userId] as const,
};

/** `GET /api/favourites`: the signed-in user's favourite listings (withdrawn ones with available: false). */
export function favouritesQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: favouriteKeys.of(userId),
    queryFn: async ({ signal }) => {
      // The schema (and zod) loads with the first favourites asked, not with the page's first load.
      const { listingListSchema } = await import('#common/listing-schemas.ts');
      return apiFetch('/api/favourites', listingListSchema, { signal });
    },
  });
}

export function useFavouriteListings() {
  const { user, isLoading } = useCurrentUser();
  const query = useQuery({ ...favouritesQueryOptions(user?.id), enabled: user !== null && !isLoading });
  return { user, isSessionLoading: isLoading, query };
}

const EMPTY: readonly number[] = [];

/**
 * Which listings are favourites, and a toggle: the account's for a signed-in user, this
 * browser's (localStorage) for a visitor. The server render knows none (no hydration mismatch).
 */
export function useFavourites() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const local = useSyncExternalStore(subscribeLocalFavourites, readLocalFavourites, () => EMPTY);
  const server = useQuery({ ...favouritesQueryOptions(user?.id), enabled: user !== null });
  const ids = user ? (server.data?.map((listing) => listing.id) ?? EMPTY) : local;
  const change = useMutation({
    mutationFn: ({ id, isFavourite }: { id: number; isFavourite: boolean }) =>
      sendFavourite(id, isFavourite ? 'PUT' : 'DELETE'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
  const toggle = useCallback(
    (id: number) => {
      if (!user) {
        toggleLocalFavourite(id);
        return;
      }
      change.mutate({ id, isFavourite: !ids.includes(id) });
    },
    [user, ids, change],
  );
  const pendingId = change.isPending ? change.variables?.id : undefined;
  const isFavourite = (id: number) => (pendingId === id ? Boolean(change.variables?.isFavourite) : ids.includes(id));
  return { isFavourite, toggle };
}

/**
 * At login, the favourites a visitor kept in this browser join the account (a listing deleted
 * meanwhile is skipped), then the browser forgets them.
 */
export function useMergeLocalFavourites() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const merging = useRef(false);
  useEffect(() => {
    if (!user || merging.current) return;
    const ids = readLocalFavourites();
    if (ids.length === 0) return;
    merging.current = true;
    void Promise.all(
      ids.map((id) =>
        sendFavourite(id, 'PUT').catch((error: unknown) => {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }),
      ),
    )
      .then(() => forgetLocalFavourites(ids))
      .catch(() => undefined)
      .finally(() => {
        merging.current = false;
        void queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
      });
  }, [user, queryClient]);
}

/** A visitor's favourites (ids in this browser), each read by `GET /api/apartments/:id`; a deleted one is left out. */
export function useLocalFavouriteListings(isEnabled: boolean) {
  const ids = useSyncExternalStore(subscribeLocalFavourites, readLocalFavourites, () => EMPTY);
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['favourites', 'local', id] as const,
      enabled: isEnabled,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const { listingSchema } = await import('#common/listing-schemas.ts');
        try {
          return await apiFetch(`/api/apartments/${id}`, listingSchema, { signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    })),
    combine: (results) => ({
      listings: results.flatMap((result) => (result.data ? [result.data] : [])),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
