import { formatBoundingBox } from './bbox.ts';
import { isAtLeast, type ListingFilters, type RoomFilter } from './listing-filters.ts';
import type { NotificationPreferenceInput } from './notification-preferences.ts';

/**
 * A results screen's filters as a saved search (notification preferences): every filter the
 * screen has. Rooms: "4+" is a minimum, an exact count a range of one; every city is no city.
 * The sort is not a filter. The button that saves loads this module when it is pressed.
 */
export function toSavedSearch(
  filters: ListingFilters,
  { isExact = false }: { isExact?: boolean } = {},
): NotificationPreferenceInput {
  const rooms = (room: RoomFilter) => {
    const count = filters[room];
    if (count === undefined) return { min: null, max: null };
    return { min: count, max: isAtLeast(room, count, isExact) ? null : count };
  };
  const bedrooms = rooms('bedrooms');
  const bathrooms = rooms('bathrooms');
  return {
    listingType: filters.listingType ?? null,
    rentalType:
      filters.listingType === 'rent' || filters.listingType === undefined ? (filters.rentalType ?? null) : null,
    minPrice: filters.minPrice ?? null,
    maxPrice: filters.maxPrice ?? null,
    minBedrooms: bedrooms.min,
    maxBedrooms: bedrooms.max,
    minBathrooms: bathrooms.min,
    maxBathrooms: bathrooms.max,
    location: filters.city && filters.city !== 'all' ? filters.city : null,
    propertyType: filters.propertyType ?? null,
    minArea: filters.minArea ?? null,
    maxArea: filters.maxArea ?? null,
    furnished: filters.furnished === true,
    amenities: filters.amenities ?? [],
    q: filters.q || null,
    bbox: filters.bbox ? formatBoundingBox(filters.bbox) : null,
  };
}
