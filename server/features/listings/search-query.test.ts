import { describe, expect, it } from 'vitest';
import { AppError } from '#server/errors.ts';
import { searchQuerySchema } from '#common/listing-schemas.ts';
import { decodeCursor, describeSearch, encodeCursor, escapeLike, listSearchValues } from './search-query.ts';

describe('escapeLike', () => {
  it('makes %, _ and \\ literal and leaves other text alone', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLike('شقة في بغداد')).toBe('شقة في بغداد');
  });
});

describe('keyset cursors', () => {
  it('round-trip the sort key and id as an opaque base64url token', () => {
    const cursor = encodeCursor('newest', '2026-11-22T10:00:00.123456Z', 42);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor, 'newest')).toEqual({ key: '2026-11-22T10:00:00.123456Z', id: 42 });
    expect(decodeCursor(encodeCursor('price_desc', '1500000', 7), 'price_desc')).toEqual({ key: '1500000', id: 7 });
  });

  const refused = (cursor: string, sort: 'newest' | 'price_asc' | 'price_desc') => {
    try {
      decodeCursor(cursor, sort);
    } catch (error) {
      return error instanceof AppError && error.code === 'VALIDATION' && error.fields?.cursor !== undefined;
    }
    return false;
  };

  it('refuse garbage, another sort, and keys that are not of the sort’s shape', () => {
    expect(refused('%%%', 'newest')).toBe(true);
    expect(refused(Buffer.from('[1,2]').toString('base64url'), 'newest')).toBe(true);
    expect(refused(encodeCursor('price_asc', '100', 1), 'price_desc')).toBe(true);
    expect(refused(encodeCursor('newest', '2026-11-22', 1), 'newest')).toBe(true);
    expect(refused(encodeCursor('price_asc', "1' or '1'='1", 1), 'price_asc')).toBe(true);
    expect(refused(encodeCursor('price_asc', '100', -1), 'price_asc')).toBe(true);
  });
});

describe('search shapes', () => {
  const describeParams = (params: Record<string, string>) =>
    describeSearch(searchQuerySchema.parse(params), { includeUnavailable: false });

  it('are shared by searches that differ only in their values, which go under the placeholders', () => {
    const basra = describeParams({ listingType: 'land', city: 'basra', maxPrice: '500000' });
    const erbil = describeParams({ listingType: 'sale', city: 'erbil', maxPrice: '900000000' });
    expect(erbil.shape).toBe(basra.shape);
    expect(listSearchValues(erbil)).toMatchObject({
      'listingType.0': 'sale',
      'city.0': 'erbil',
      'maxPrice.0': 900_000_000,
    });
    // Baghdad is five places (the city and its four districts): five values, a shape of its own.
    const baghdad = describeParams({ listingType: 'rent', city: 'baghdad', maxPrice: '500000' });
    expect(Object.values(listSearchValues(baghdad))).toEqual(
      expect.arrayContaining(['baghdad', 'karrada', 'mansour', 'adhamiyah', 'sadr_city']),
    );
    expect(describeParams({ bedrooms: '5', bedroomsExact: 'true' }).shape).toBe(
      describeParams({ bedrooms: '2' }).shape,
    );
  });

  it('give every value a placeholder of its own: a text with a short word, its words and the whole text', () => {
    const search = describeParams({ q: '4-Bedroom duplex in Karrada', listingType: 'rent', city: 'baghdad' });
    const values = Object.values(listSearchValues(search));
    expect(values).toHaveLength(search.filters.reduce((all, f) => all + f.values.length, 0));
    expect(values).toEqual(
      expect.arrayContaining(['%bedroom%', '%duplex%', '%karrada%', '%4-bedroom duplex in karrada%']),
    );
    expect(describeParams({ q: 'duplex in najaf' }).shape).not.toBe(describeParams({ q: 'villa' }).shape);
  });

  it('differ with each filter, each form of a filter (5+ bedrooms), the sort and the cursor', () => {
    const shapes = (
      [
        {},
        { bedrooms: '2' },
        { bedrooms: '5' },
        { q: 'villa' },
        { q: 'DAR-12' },
        { sort: 'price_asc' },
        { cursor: encodeCursor('newest', '2026-11-22T10:00:00.123456Z', 42) },
      ] as Record<string, string>[]
    ).map((params) => describeParams(params).shape);
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(describeSearch(searchQuerySchema.parse({}), { includeUnavailable: true }).shape).not.toBe(shapes[0]);
  });
});
