import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '#server/test-utils/test-app.ts';
import { insertListings } from './test-listings.ts';

/** propertyType, minArea/maxArea, furnished=true and amenities (all of them), on one owner's listings. */
let t: TestApp;
let ownerId: number;
const id: Record<string, number> = {};

const SEEDED = {
  flat: { property_type: 'apartment', area: 90, amenities: ['wifi', 'ac'] },
  furnishedFlat: { property_type: 'apartment', area: 120, amenities: ['wifi', 'parking', 'furnished'] },
  house: { property_type: 'house', area: 250, amenities: ['parking', 'garden'] },
  villa: { property_type: 'villa', area: 500, amenities: ['wifi', 'parking', 'pool', 'furnished'] },
  shop: { property_type: 'commercial', area: 60, amenities: [] },
} as const;
type Name = keyof typeof SEEDED;

beforeAll(async () => {
  t = await buildTestApp();
  ownerId = (await createTestUser(t.db, { role: 'owner' })).id;
  const names = Object.keys(SEEDED) as Name[];
  const ids = await insertListings(
    t.db,
    names.map((name) => ({ ...SEEDED[name], amenities: [...SEEDED[name].amenities], ownerId })),
  );
  names.forEach((name, i) => {
    id[name] = ids[i]!;
  });
});
afterAll(() => t.close());

async function found(query: string): Promise<Name[]> {
  const response = await t.app.inject(`/api/apartments?ownerId=${ownerId}&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const byId = new Map(Object.entries(id).map(([name, value]) => [value, name as Name]));
  const rows = response.json() as { id: number; property_type: string }[];
  expect(response.headers['x-total-count']).toBe(String(rows.length));
  return rows.map((row) => byId.get(row.id)!).sort();
}
const names = (...list: Name[]) => [...list].sort();

describe('richer filters', () => {
  it('propertyType matches exactly, and the answer carries it', async () => {
    expect(await found('propertyType=villa')).toEqual(['villa']);
    expect(await found('propertyType=apartment')).toEqual(names('flat', 'furnishedFlat'));
    expect(await found('propertyType=farm')).toEqual([]);
    expect((await t.app.inject(`/api/apartments/${id.villa}`)).json().property_type).toBe('villa');
  });

  it('minArea and maxArea are inclusive bounds in m²', async () => {
    expect(await found('minArea=250')).toEqual(names('house', 'villa'));
    expect(await found('maxArea=90')).toEqual(names('flat', 'shop'));
    expect(await found('minArea=90&maxArea=250')).toEqual(names('flat', 'furnishedFlat', 'house'));
  });

  it('furnished=true keeps the furnished listings', async () => {
    expect(await found('furnished=true')).toEqual(names('furnishedFlat', 'villa'));
  });

  it('amenities keeps the listings that have all of them', async () => {
    expect(await found('amenities=wifi')).toEqual(names('flat', 'furnishedFlat', 'villa'));
    expect(await found('amenities=wifi,parking')).toEqual(names('furnishedFlat', 'villa'));
    expect(await found('amenities=wifi,parking,pool')).toEqual(['villa']);
    // Counted by the bits (migration 0033), found by the list: found() holds the count to the rows.
    expect(await found('amenities=garden')).toEqual(['house']);
    expect(await found('amenities=pool&furnished=true')).toEqual(['villa']);
    expect(await found('amenities=pet_friendly')).toEqual([]);
    expect(await found('amenities=parking&furnished=true&propertyType=apartment')).toEqual(['furnishedFlat']);
  });

  it.each([
    ['propertyType=castle', 'propertyType'],
    ['minArea=-1', 'minArea'],
    ['maxArea=big', 'maxArea'],
    ['maxArea=10000001', 'maxArea'],
    ['furnished=false', 'furnished'],
    ['furnished=yes', 'furnished'],
    ['amenities=wifi,sauna', 'amenities'],
    ['amenities=', 'amenities'],
    ['amenities=,', 'amenities'],
  ])('%s → 400 naming %s', async (query, field) => {
    const response = await t.app.inject(`/api/apartments?${query}&lang=en`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: 'Invalid value' });
  });

  it('a new listing keeps the property type it was given', async () => {
    const { sessionCookie } = await import('#server/test-utils/test-app.ts');
    const owner = await createTestUser(t.db, { role: 'owner' });
    const { validListing } = await import('./test-listings.ts');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apartments',
      headers: await sessionCookie(t.app, owner),
      payload: validListing({ property_type: 'house' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().property_type).toBe('house');
  });
});

describe('bbox ("Search this area")', () => {
  it('keeps the listings whose coordinates are inside the box, bounds included', async () => {
    const mapper = await createTestUser(t.db, { role: 'owner' });
    const [karrada, mansour, basra, nowhere] = await insertListings(t.db, [
      { ownerId: mapper.id, latitude: 33.3, longitude: 44.42 },
      { ownerId: mapper.id, latitude: 33.32, longitude: 44.35 },
      { ownerId: mapper.id, latitude: 30.5, longitude: 47.8 },
      { ownerId: mapper.id, latitude: null, longitude: null },
    ]);
    const ids = async (bbox: string) => {
      const response = await t.app.inject(`/api/apartments?ownerId=${mapper.id}&bbox=${bbox}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { id: number }[]).map((row) => row.id).sort();
    };
    expect(await ids('44.3,33.2,44.5,33.4')).toEqual([karrada, mansour].sort());
    expect(await ids('44.4,33.2,44.5,33.4')).toEqual([karrada]);
    expect(await ids('44.35,33.32,44.42,33.5')).toEqual([mansour]);
    expect(await ids('47,30,48,31')).toEqual([basra]);
    expect(await ids('38.5,28.8,49,37.6')).not.toContain(nowhere);
  });

  it.each([
    ['44.3,33.2,44.5', 'three numbers'],
    ['44.3,33.2,44.5,33.4,1', 'five numbers'],
    ['a,b,c,d', 'not numbers'],
    ['44.5,33.2,44.3,33.4', 'west above east'],
    ['44.3,33.4,44.5,33.2', 'south above north'],
    ['30,20,60,45', 'wider than Iraq'],
    ['2.3,48.8,2.4,48.9', 'outside Iraq'],
    ['1e1,33,44,34', 'exponent'],
  ])('bbox=%s (%s) → 400 naming bbox', async (bbox) => {
    const response = await t.app.inject(`/api/apartments?bbox=${bbox}&lang=en`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ bbox: 'Invalid value' });
  });
});
