import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { type ListingFilters, serializeFilters } from '#common/listing-filters.ts';

export interface FilterChangeOptions {
  /** Typing replaces the history entry; a discrete choice adds one, so Back undoes it. */
  replace?: boolean;
}

/**
 * A page's filters live in its URL query: shareable, and restored by the back button. The page's
 * loader reads them from the URL (`shown`); while the results of a change load, the filters shown
 * (and built on) are the ones asked for, so a city picked just as the typed search lands keeps the
 * search.
 */
export function useUrlFilters(
  shown: ListingFilters,
): [ListingFilters, (next: ListingFilters, options?: FilterChangeOptions) => void] {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // The last change asked for, with its URL query: it holds while that very navigation loads.
  const [asked, setAsked] = useState<{ search: string; filters: ListingFilters } | null>(null);
  const setFilters = useCallback(
    (next: ListingFilters, { replace = false }: FilterChangeOptions = {}) => {
      const query = serializeFilters(next).toString();
      const search = query ? `?${query}` : '';
      setAsked({ search, filters: next });
      void navigate({ pathname: location.pathname, search }, { replace, preventScrollReset: true });
    },
    [navigate, location.pathname],
  );
  const isLoadingAsked =
    asked !== null &&
    navigation.location?.pathname === location.pathname &&
    navigation.location.search === asked.search;
  return [isLoadingAsked ? asked.filters : shown, setFilters];
}

/** Whether the page shows results of filters it is leaving (the new ones are loading). */
export function useIsLoadingFilters(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}
