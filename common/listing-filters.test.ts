import { describe, expect, it } from 'vitest';
import {
  BATHROOM_CHOICES,
  BEDROOM_CHOICES,
  changeListingType,
  type ListingFilters,
  isAtLeast,
  isOfferedPrice,
  changeRentalType,
  positionOfPrice,
  priceAtPosition,
  priceBands,
  SLIDER_STEPS,
  roundToTwoSignificant,
  serializeFilters,
  sliderTop,
  toApiQuery,
} from './listing-filters.ts';
import { parseFilters } from './listing-schemas.ts';

describe('price slider scale (logarithmic, issue 20)', () => {
  it('tops out at twice the lower bound of the highest band', () => {
    expect(sliderTop('long')).toBe(7_000_000);
    expect(sliderTop('short')).toBe(400_000);
    expect(sliderTop('sale')).toBe(1_000_000_000);
    expect(sliderTop('land')).toBe(1_500_000_000);
  });

  it('reads the far end as any price (no limit), and no cap as the far end', () => {
    for (const kind of ['long', 'short', 'sale', 'land'] as const) {
      expect(priceAtPosition(kind, SLIDER_STEPS)).toBeUndefined();
      expect(positionOfPrice(kind, undefined)).toBe(SLIDER_STEPS);
    }
  });

  it.each([
    ['long', 0, 100_000],
    ['long', 50, 850_000],
    ['long', 99, 7_000_000],
    ['short', 0, 10_000],
    ['short', 50, 64_000],
    ['short', 99, 400_000],
    ['sale', 50, 100_000_000],
    ['sale', 99, 1_000_000_000],
    ['land', 99, 1_500_000_000],
  ] as const)('%s at %i is up to %i', (kind, position, price) => {
    expect(priceAtPosition(kind, position)).toBe(price);
  });

  it('one step down from any price still keeps almost every listing (the top of the scale)', () => {
    expect(priceAtPosition('long', SLIDER_STEPS - 1)).toBe(7_000_000);
    expect(priceAtPosition('long', SLIDER_STEPS - 2)).toBeGreaterThan(6_000_000);
  });

  it('each step is the same ratio: the middle of the scale is the geometric middle', () => {
    const middle = priceAtPosition('sale', 50)!;
    expect(middle).toBeGreaterThan(90_000_000);
    expect(middle).toBeLessThan(110_000_000);
  });

  it('rounds to two significant digits', () => {
    expect(roundToTwoSignificant(4_060_000)).toBe(4_100_000);
    expect(roundToTwoSignificant(132_000)).toBe(130_000);
    expect(roundToTwoSignificant(95)).toBe(95);
    expect(roundToTwoSignificant(0)).toBe(0);
  });

  it('finds the slider position back from every price it produces', () => {
    for (const kind of ['long', 'short', 'sale', 'land'] as const) {
      for (let position = 0; position <= SLIDER_STEPS; position++) {
        const price = priceAtPosition(kind, position);
        expect(priceAtPosition(kind, positionOfPrice(kind, price))).toBe(price);
      }
    }
  });

  it('places a cap from a shared link that is off the scale on the nearest position', () => {
    expect(priceAtPosition('long', positionOfPrice('long', 3_333_333))).toBe(3_400_000);
    expect(positionOfPrice('long', 50_000_000)).toBe(SLIDER_STEPS - 1);
    expect(positionOfPrice('long', 1)).toBe(0);
  });
});

describe('price bands (spec section 9)', () => {
  it('are the kind’s four bands as min–max filters, the last open', () => {
    expect(priceBands('long')).toEqual([
      { minPrice: undefined, maxPrice: 1_499_999 },
      { minPrice: 1_500_000, maxPrice: 2_499_999 },
      { minPrice: 2_500_000, maxPrice: 3_499_999 },
      { minPrice: 3_500_000, maxPrice: undefined },
    ]);
  });
});

describe('prices the filter bar offers', () => {
  it('are every slider step and every chip bound of every kind, and few others', () => {
    for (const kind of ['long', 'short', 'sale', 'land'] as const) {
      for (let position = 0; position < SLIDER_STEPS; position++) {
        expect(isOfferedPrice(priceAtPosition(kind, position)!)).toBe(true);
      }
      for (const band of priceBands(kind)) {
        for (const bound of [band.minPrice, band.maxPrice])
          if (bound !== undefined) expect(isOfferedPrice(bound)).toBe(true);
      }
    }
    // What a person types into the city page's boxes.
    for (const typed of [654_321, 1_250_000, 333_333, 1_234_567]) expect(isOfferedPrice(typed)).toBe(false);
  });
});

describe('filter transitions (spec section 4)', () => {
  const start = { q: 'villa', listingType: 'sale', city: 'erbil', maxPrice: 300_000_000, bedrooms: 2 } as const;

  it('rent sets the rental type to long and resets the price', () => {
    expect(changeListingType(start, 'rent')).toEqual({
      ...start,
      listingType: 'rent',
      rentalType: 'long',
      maxPrice: undefined,
      minPrice: undefined,
    });
  });

  it('other listing types clear the rental type and reset the price', () => {
    const renting = { ...start, listingType: 'rent', rentalType: 'short', minPrice: 5 } as const;
    expect(changeListingType(renting, 'land')).toEqual({
      ...start,
      listingType: 'land',
      rentalType: undefined,
      maxPrice: undefined,
      minPrice: undefined,
    });
  });

  it('changing the rental type resets the price and keeps the rest', () => {
    const renting = { q: 'x', listingType: 'rent', rentalType: 'long', maxPrice: 1_000_000, bathrooms: 3 } as const;
    expect(changeRentalType(renting, 'short')).toEqual({
      ...renting,
      rentalType: 'short',
      maxPrice: undefined,
      minPrice: undefined,
    });
  });
});

describe('room filters', () => {
  it.each([
    ['bedrooms', 3, false, false],
    ['bedrooms', 4, false, true],
    ['bedrooms', 5, false, true],
    ['bedrooms', 4, true, false],
    ['bathrooms', 2, false, false],
    ['bathrooms', 3, false, true],
    ['bathrooms', 3, true, false],
  ] as const)('%s = %i (exact: %s) means at least: %s', (room, count, isExact, expected) => {
    expect(isAtLeast(room, count, isExact)).toBe(expected);
  });

  it('offers counts up to the open-ended one', () => {
    expect(BEDROOM_CHOICES).toEqual([1, 2, 3, 4]);
    expect(BATHROOM_CHOICES).toEqual([1, 2, 3]);
  });
});

describe('filters in the URL', () => {
  it('round-trips through the query string', () => {
    const filters = {
      q: 'شقة',
      listingType: 'rent',
      rentalType: 'short',
      city: 'basra',
      maxPrice: 130_000,
      bedrooms: 4,
    } as const;
    expect(parseFilters(serializeFilters(filters))).toEqual({ ...filters, minPrice: undefined, bathrooms: undefined });
  });

  it('round-trips the richer filters: type, area, furnished and amenities', () => {
    const filters: ListingFilters = {
      propertyType: 'villa',
      minArea: 200,
      maxArea: 600,
      furnished: true,
      amenities: ['wifi', 'parking'],
      sort: 'area_desc',
    };
    const query = serializeFilters(filters);
    expect(query.get('amenities')).toBe('wifi,parking');
    expect(parseFilters(query)).toEqual(filters);
  });

  it('round-trips a map area (bbox) with five decimals', () => {
    const query = serializeFilters({ bbox: { minLng: 44.2, minLat: 33.2, maxLng: 44.5, maxLat: 33.45 } });
    expect(query.get('bbox')).toBe('44.20000,33.20000,44.50000,33.45000');
    expect(parseFilters(query)).toEqual({ bbox: { minLng: 44.2, minLat: 33.2, maxLng: 44.5, maxLat: 33.45 } });
  });

  it('drops values the API would refuse', () => {
    const filters = parseFilters(
      new URLSearchParams('listingType=castle&city=paris&bedrooms=-1&maxPrice=abc&q=%20%20'),
    );
    expect(Object.values(filters).every((value) => value === undefined)).toBe(true);
  });

  it.each([
    ['q=%20villa%20', { q: 'villa' }],
    [`q=${'x'.repeat(101)}`, {}],
    ['listingType=land&rentalType=short', { listingType: 'land', rentalType: 'short' }],
    ['city=erbil', { city: 'erbil' }],
    ['city=all', { city: 'all' }],
    ['minPrice=0&maxPrice=1000000000000', { minPrice: 0, maxPrice: 1_000_000_000_000 }],
    ['maxPrice=1000000000001', {}],
    ['maxPrice=1.5&minPrice=', {}],
    ['bedrooms=100&bathrooms=101', { bedrooms: 100 }],
    // The sort is the page's (in its URL); paging and access are the API's alone.
    ['sort=price_asc&limit=5&cursor=abc&available=all', { sort: 'price_asc' }],
    ['sort=area_desc', { sort: 'area_desc' }],
    ['sort=cheapest', {}],
  ])('reads %s as the API does: %j', (query, filters) => {
    expect(parseFilters(new URLSearchParams(query))).toStrictEqual(filters);
  });

  it('asks for result cards, and for exact bedroom and bathroom matches only on the city screen', () => {
    const filters = { bedrooms: 2, bathrooms: 1, city: 'erbil' };
    expect(toApiQuery(filters, { limit: 6 })).toBe('bathrooms=1&bedrooms=2&city=erbil&fields=card&limit=6');
    expect(toApiQuery(filters, { isExact: true })).toBe(
      'bathrooms=1&bathroomsExact=true&bedrooms=2&bedroomsExact=true&city=erbil&fields=card',
    );
  });
});
