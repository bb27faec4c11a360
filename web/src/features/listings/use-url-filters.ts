import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { type ListingFilters, serializeFilters } from '#common/listing-filters.ts';

export interface FilterChangeOptions {
  /** Typing replaces the history entry; a discrete choice adds one, so Back undoes it. */
  replace?: boolean;
}

/**
 * A page's filters live in its URL query: shareable, and restored by the back button. The page's
 * loader reads them from the URL (`shown`); from a change until its results are shown, the filters
 * shown (and built on) are the ones asked for, so a city picked just as the typed search lands
 * keeps the search. That includes the moment before the router reports the navigation (it does so
 * in a transition): a bedroom count picked then kept the city only now and then.
 */
export function useUrlFilters(
  shown: ListingFilters,
): [ListingFilters, (next: ListingFilters, options?: FilterChangeOptions) => void] {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // The changes asked for since the page last settled (their URL queries), the location they were
  // asked on, and the last one's filters: they hold until the navigations have ended.
  const [asked, setAsked] = useState<{ fromKey: string; searches: string[]; filters: ListingFilters } | null>(null);
  const setFilters = useCallback(
    (next: ListingFilters, { replace = false }: FilterChangeOptions = {}) => {
      const query = serializeFilters(next).toString();
      const search = query ? `?${query}` : '';
      setAsked((previous) => ({
        fromKey: location.key,
        searches: [...(previous?.searches ?? []), search],
        filters: next,
      }));
      void navigate({ pathname: location.pathname, search }, { replace, preventScrollReset: true });
    },
    [navigate, location.pathname, location.key],
  );
  // Once the navigations have ended, the page's own filters show (so Back to it later shows its own).
  useEffect(() => {
    if (navigation.state !== 'idle') return;
    setAsked((previous) => (previous && previous.fromKey !== location.key ? null : previous));
  }, [location.key, navigation.state]);
  // Pending: what is loading is one of the changes asked for (not Back, not a link), or the router
  // has not reported the change yet. An earlier change may land meanwhile: the last one still shows.
  const isAskedPending =
    asked !== null &&
    (navigation.location
      ? navigation.location.pathname === location.pathname && asked.searches.includes(navigation.location.search)
      : location.key === asked.fromKey);
  return [isAskedPending ? asked.filters : shown, setFilters];
}

/** Whether the page shows results of filters it is leaving (the new ones are loading). */
export function useIsLoadingFilters(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}
