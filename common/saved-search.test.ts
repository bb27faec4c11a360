import { describe, expect, it } from 'vitest';
import { toSavedSearch } from './saved-search.ts';

describe('toSavedSearch', () => {
  it('turns a list page’s filters into a saved search: 4+ bedrooms is a minimum', () => {
    expect(
      toSavedSearch({
        listingType: 'rent',
        rentalType: 'long',
        city: 'basra',
        maxPrice: 2_000_000,
        bedrooms: 4,
        bathrooms: 2,
        q: 'garden',
        sort: 'price_asc',
      }),
    ).toEqual({
      listingType: 'rent',
      rentalType: 'long',
      minPrice: null,
      maxPrice: 2_000_000,
      minBedrooms: 4,
      maxBedrooms: null,
      minBathrooms: 2,
      maxBathrooms: 2,
      location: 'basra',
      propertyType: null,
      minArea: null,
      maxArea: null,
      furnished: false,
      amenities: [],
      q: 'garden',
      bbox: null,
    });
  });

  it('keeps the richer filters: property type, area, furnished, amenities and the map area', () => {
    expect(
      toSavedSearch({
        listingType: 'sale',
        propertyType: 'villa',
        minArea: 100,
        maxArea: 300,
        furnished: true,
        amenities: ['wifi', 'parking'],
        bbox: { minLng: 43.9, minLat: 36.1, maxLng: 44.1, maxLat: 36.3 },
      }),
    ).toMatchObject({
      listingType: 'sale',
      propertyType: 'villa',
      minArea: 100,
      maxArea: 300,
      furnished: true,
      amenities: ['wifi', 'parking'],
      q: null,
      bbox: '43.90000,36.10000,44.10000,36.30000',
    });
  });

  it('on the city screen rooms are exact, and a sale has no rental type; every city is no location', () => {
    expect(toSavedSearch({ listingType: 'sale', bedrooms: 4, city: 'all', minPrice: 1 }, { isExact: true })).toEqual({
      listingType: 'sale',
      rentalType: null,
      minPrice: 1,
      maxPrice: null,
      minBedrooms: 4,
      maxBedrooms: 4,
      minBathrooms: null,
      maxBathrooms: null,
      location: null,
      propertyType: null,
      minArea: null,
      maxArea: null,
      furnished: false,
      amenities: [],
      q: null,
      bbox: null,
    });
  });
});
