import type { FilterBarControls } from '../filter-bar.tsx';
import { PriceRange } from '../price-range.tsx';
import { PriceSlider } from '../price-slider.tsx';
import { CityFilter, ListingTypeFilter, RentalTypeFilter, RoomCountFilter } from './choice-filters.tsx';
import type { FilterProps } from './filter-props.ts';

export interface BarControlsProps extends FilterProps {
  controls: FilterBarControls;
  isExact: boolean;
}

/**
 * Type, rooms, location and price: in the bar on a wide screen; on a phone, in the "More filters"
 * sheet, so the first results stay near the top of the screen (issue 20).
 */
export function BarControls({ filters, onChange, controls, isExact }: BarControlsProps) {
  const props = { filters, onChange };
  return (
    <>
      {controls.listingTypes && <ListingTypeFilter {...props} types={controls.listingTypes} />}
      {controls.rentalType && (filters.listingType ?? 'rent') === 'rent' && <RentalTypeFilter {...props} />}
      {controls.bedrooms && <RoomCountFilter {...props} room="bedrooms" isExact={isExact} />}
      {controls.bathrooms && <RoomCountFilter {...props} room="bathrooms" isExact={isExact} />}
      {controls.city && <CityFilter {...props} />}
      <div className="col-span-2">
        {controls.price === 'slider' ? <PriceSlider {...props} /> : <PriceRange {...props} />}
      </div>
    </>
  );
}

/** How many of the bar's own filters are set (the type is always set, so it does not count). */
export function countBarFilters(filters: FilterProps['filters'], controls: FilterBarControls): number {
  return (
    (controls.bedrooms && filters.bedrooms !== undefined ? 1 : 0) +
    (controls.bathrooms && filters.bathrooms !== undefined ? 1 : 0) +
    (controls.city && filters.city && filters.city !== 'all' ? 1 : 0) +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0)
  );
}
