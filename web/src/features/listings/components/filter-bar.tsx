import type { ListingType, PropertyType } from '#common/listings.ts';
import { BarControls } from './filters/bar-controls.tsx';
import type { FilterProps } from './filters/filter-props.ts';
import { MoreFilters } from './filters/more-filters.tsx';
import { SearchFilter } from './filters/search-filter.tsx';

export interface FilterBarControls {
  /** Listing types to choose from; absent when the page fixes the type. */
  listingTypes?: readonly ListingType[];
  rentalType?: boolean;
  bedrooms?: boolean;
  bathrooms?: boolean;
  /** The location (city) select; absent where the route fixes the city. */
  city?: boolean;
  price: 'slider' | 'range';
  /** The "More filters" sheet: the property types it offers; amenities and furnishing unless `homes` is false. */
  more?: { propertyTypes: readonly PropertyType[]; hasAmenities: boolean };
}

export interface FilterBarProps extends FilterProps {
  controls: FilterBarControls;
  /** The city screen matches rooms exactly, so '4' is not '4+'. */
  isExact?: boolean;
}

/**
 * Search, type, rooms, location and price; every change goes to the URL, typing after a pause.
 * On a phone the bar is the search and "More filters", which holds the rest.
 */
export function FilterBar({ filters, onChange, controls, isExact = false }: FilterBarProps) {
  const props = { filters, onChange };
  return (
    <search className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm max-sm:p-3 dark:border-slate-800 dark:bg-slate-900">
      <form
        className={`grid grid-cols-2 items-end gap-3 sm:grid-cols-4 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none ${controls.more ? 'max-sm:grid-cols-[1fr_auto]' : ''}`}
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchFilter {...props} />
        <div className={controls.more ? 'contents max-sm:hidden' : 'contents'}>
          <BarControls {...props} controls={controls} isExact={isExact} />
        </div>
        {controls.more && (
          <div className="col-span-2 max-sm:col-span-1 sm:col-span-1">
            <MoreFilters {...props} {...controls.more} controls={controls} isExact={isExact} />
          </div>
        )}
      </form>
    </search>
  );
}
