import type { ListingFilters } from '#common/listing-filters.ts';
import type { FilterChangeOptions } from '../../use-url-filters.ts';

/** What every control of the filter bar gets: the filters, and how to change them. */
export interface FilterProps {
  filters: ListingFilters;
  onChange: (next: ListingFilters, options?: FilterChangeOptions) => void;
}

export const FILTER_INPUT_CLASSES =
  'h-9 w-full rounded-md border border-slate-300 bg-white px-2.5 text-sm dark:border-slate-700 dark:bg-slate-950';
