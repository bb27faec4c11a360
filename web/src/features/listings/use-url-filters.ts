import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListingFilters, parseFilters, serializeFilters } from '../../../../common/listing-filters.ts';
import { renderUrlAtOnce } from '../../lib/history-router.tsx';

export interface FilterChangeOptions {
  /** Typing replaces the history entry; a discrete choice adds one, so Back undoes it. */
  replace?: boolean;
}

/** A page's filters live in its URL query: shareable, and restored by the back button. */
export function useUrlFilters(): [ListingFilters, (next: ListingFilters, options?: FilterChangeOptions) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const setFilters = useCallback(
    // At once: the router otherwise renders a new URL in a transition, and a change made meanwhile
    // (a city picked just as the typed search lands in the URL) would be built on the old filters
    // and drop the search.
    (next: ListingFilters, { replace = false }: FilterChangeOptions = {}) =>
      renderUrlAtOnce(() => setParams(serializeFilters(next), { replace })),
    [setParams],
  );
  return [filters, setFilters];
}
