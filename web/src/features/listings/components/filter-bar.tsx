import type { ListingType, PropertyType } from '#common/listings.ts';
import { CityFilter, ListingTypeFilter, RentalTypeFilter, RoomCountFilter } from './filters/choice-filters.tsx';
import type { FilterProps } from './filters/filter-props.ts';
import { MoreFilters } from './filters/more-filters.tsx';
import { SearchFilter } from './filters/search-filter.tsx';
import { PriceRange } from './price-range.tsx';
import { PriceSlider } from './price-slider.tsx';

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

/** Search, type, rooms, location and price; every change goes to the URL, typing after a pause. */
export function FilterBar({ filters, onChange, controls, isExact = false }: FilterBarProps) {
  const props = { filters, onChange };
  return (
    <search className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <form
        className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none"
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchFilter {...props} />
        {controls.listingTypes && <ListingTypeFilter {...props} types={controls.listingTypes} />}
        {controls.rentalType && (filters.listingType ?? 'rent') === 'rent' && <RentalTypeFilter {...props} />}
        {controls.bedrooms && <RoomCountFilter {...props} room="bedrooms" isExact={isExact} />}
        {controls.bathrooms && <RoomCountFilter {...props} room="bathrooms" isExact={isExact} />}
        {controls.city && <CityFilter {...props} />}
        <div className="col-span-2">
          {controls.price === 'slider' ? <PriceSlider {...props} /> : <PriceRange {...props} />}
        </div>
        {controls.more && (
          <div className="col-span-2 sm:col-span-1">
            <MoreFilters {...props} {...controls.more} />
          </div>
        )}
      </form>
    </search>
  );
}
