import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema } from '#common/listing-schemas.ts';
import { explainText } from '#server/test-utils/explain.ts';
import { buildTestApp, createTestUser, type TestApp } from '#server/test-utils/test-app.ts';
import { selectMatchCount } from './repo.ts';
import { insertListings } from './test-listings.ts';

/**
 * A small map area's count reads by strip of latitude (migration 0043, search-query.ts
 * latitudeStrips): it counts what the area holds, no more and no less, at its edges too.
 */
let t: TestApp;

type Kind = 'long' | 'short' | 'sale' | 'land';
interface Seeded {
  kind: Kind;
  latitude: number;
  longitude: number;
  isListed: boolean;
}
const seeded: Seeded[] = [];

/**
 * 32.05 and 32.12 times 100 are 3204.9999999999995 and 3211.9999999999995 in doubles: their strips
 * are 3204 and 3211, in the database as in the server, and a listing on either edge is in the area.
 */
const AREA = { minLng: 44.37, minLat: 32.05, maxLng: 44.4, maxLat: 32.12 };
const bbox = (area: typeof AREA) => `${area.minLng},${area.minLat},${area.maxLng},${area.maxLat}`;
/** The same area from 33 strips further south: past the strips a count reads (20). */
const TALL_AREA = { ...AREA, minLat: 31.8 };

const LATITUDES = [32.05, 32.12, 32.085, 32.0499999, 32.1200001, 31.9];
const LONGITUDES = [44.37, 44.4, 44.385, 44.3699999, 44.4000001];
const KINDS: Kind[] = ['long', 'short', 'sale', 'land'];

const ofKind = (kind: Kind) =>
  kind === 'long' || kind === 'short'
    ? { listing_type: 'rent' as const, rental_type: kind }
    : { listing_type: kind, rental_type: null };

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createTestUser(t.db, { role: 'owner' });
  const rows: Seeded[] = [];
  for (const kind of KINDS) {
    for (const latitude of LATITUDES) {
      for (const longitude of LONGITUDES) rows.push({ kind, latitude, longitude, isListed: true });
    }
    // In the area, and never counted.
    rows.push({ kind, latitude: 32.1, longitude: 44.38, isListed: false });
  }
  // The area's latitudes across the map, as Baghdad's are beside a corner of Karrada: what the
  // position index reads for the area's count.
  for (let i = 0; i < 600; i++) {
    const longitude = 40 + (i % 200) * 0.02;
    if (longitude > 44.3 && longitude < 44.5) continue;
    for (const kind of ['long', 'land'] as const)
      rows.push({ kind, latitude: 32.05 + (i % 70) / 1000, longitude, isListed: true });
  }
  await insertListings(
    t.db,
    rows.map((row) => ({
      ownerId: owner.id,
      ...ofKind(row.kind),
      latitude: row.latitude,
      longitude: row.longitude,
      available: row.isListed,
    })),
  );
  seeded.push(...rows);
  await t.db.execute(sql`vacuum analyze apartments`);
}, 60_000);
afterAll(() => t.close());

function expectedCount(area: typeof AREA, kinds: Kind[]): number {
  return seeded.filter(
    (l) =>
      l.isListed &&
      kinds.includes(l.kind) &&
      l.latitude >= area.minLat &&
      l.latitude <= area.maxLat &&
      l.longitude >= area.minLng &&
      l.longitude <= area.maxLng,
  ).length;
}

const KIND_QUERIES: [Kind[], string][] = [
  [['long'], 'listingType=rent&rentalType=long'],
  [['short'], 'listingType=rent&rentalType=short'],
  [['long', 'short'], 'listingType=rent'],
  [['sale'], 'listingType=sale'],
  [['land'], 'listingType=land'],
  [KINDS, 'sort=newest'],
];

describe('a map area count', () => {
  it.each(
    KIND_QUERIES.flatMap(([kinds, query]) => [
      [kinds, query, AREA],
      [kinds, query, TALL_AREA],
    ]) as [Kind[], string, typeof AREA][],
  )('of %j (%s) in %j holds its listings, on its edges too', async (kinds, query, area) => {
    const response = await t.app.inject(`/api/apartments?${query}&bbox=${bbox(area)}&fields=card`);
    expect(response.statusCode, response.body).toBe(200);
    const expected = expectedCount(area, kinds);
    expect(expected).toBeGreaterThan(0);
    expect(response.headers['x-total-count']).toBe(String(expected));
  });

  // Read by strip where the area's latitudes are crowded elsewhere on the map. The table is small
  // enough to be read whole; the choice asked of the planner here is between the indexes.
  it.each([
    ['long rents', { listingType: 'rent', rentalType: 'long' }, 'listed_rent_strip'],
    ['lands', { listingType: 'land' }, 'listed_type_strip'],
  ])('of %s reads its strips (0043)', async (_name, params, index) => {
    const query = searchQuerySchema.parse({ ...params, bbox: bbox(AREA) });
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return explainText(tx, await selectMatchCount(tx, query, { includeUnavailable: false }));
    });
    expect(plan, plan).toMatch(new RegExp(`Index Only Scan using apartments_${index}_idx `));
    expect(plan, plan).toMatch(/= ANY \('\{3204,3205,3206,3207,3208,3209,3210,3211\}'/);
  });
});
