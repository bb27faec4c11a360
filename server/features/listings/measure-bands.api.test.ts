import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows.ts';
import { buildTestApp, createTestUser, type TestApp } from '#server/test-utils/test-app.ts';
import { insertListings } from './test-listings.ts';

/**
 * Sorts by one measure bounded by the other, read by band (migrations 0040 and 0042, repo.ts
 * buildBandedPage): the same listings in the same order, across pages, as the sort over every match
 * would give.
 */
let t: TestApp;

interface Seeded {
  id: number;
  listingType: 'rent' | 'sale' | 'land';
  rentalType: 'long' | 'short' | null;
  city: 'baghdad' | 'basra';
  price: number;
  area: number;
  isListed: boolean;
}
const seeded: Seeded[] = [];

const PLACES = {
  baghdad: { location_en: 'Karrada, Baghdad', location_ar: 'الكرادة، بغداد' },
  basra: { location_en: 'Ashar, Basra', location_ar: 'العشار، البصرة' },
} as const;

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createTestUser(t.db, { role: 'owner' });
  // Prices on both sides of band edges (300,000 and 400,000 end bands; 400,001 starts one) and in
  // bands far apart, areas that fall as prices fall (as a market's do) with ties, in two places.
  const rentPrices = [
    7, 150_000, 250_000, 299_999, 300_000, 300_001, 350_000, 399_999, 400_000, 400_001, 450_000, 800_000, 2_500_000,
  ];
  const rows: Omit<Seeded, 'id'>[] = [];
  for (const [i, price] of rentPrices.entries()) {
    for (const city of ['baghdad', 'basra'] as const) {
      const area = 60 + Math.round(price / 10_000) - (i % 3) * 20;
      rows.push({ listingType: 'rent', rentalType: 'long', city, price, area, isListed: true });
      rows.push({
        listingType: 'rent',
        rentalType: 'short',
        city,
        price: Math.round(price / 10),
        area,
        isListed: true,
      });
    }
  }
  for (const [i, price] of [40_000_000, 99_000_000, 100_000_000, 100_000_001, 150_000_000, 900_000_000].entries()) {
    rows.push({ listingType: 'sale', rentalType: null, city: 'basra', price, area: 100 + i * 30, isListed: true });
    rows.push({ listingType: 'land', rentalType: null, city: 'baghdad', price, area: 300 - i * 10, isListed: true });
    rows.push({ listingType: 'sale', rentalType: null, city: 'baghdad', price, area: 160, isListed: true });
  }
  // Areas on both sides of band edges (200 starts an area band, 201 does not; 250 ends one), prices
  // that grow with them, ties on price.
  for (const [i, area] of [120, 150, 199, 200, 201, 249, 250, 251, 300].entries()) {
    for (const city of ['baghdad', 'basra'] as const) {
      for (const price of [500_000 + area * 4_000, 300_000 + area * 4_000]) {
        rows.push({ listingType: 'rent', rentalType: 'long', city, price, area, isListed: true });
      }
      rows.push({
        listingType: 'sale',
        rentalType: null,
        city,
        price: 90_000_000 + (i % 4) * 10_000_000,
        area,
        isListed: true,
      });
    }
  }
  // Unavailable, within every bound below and the largest or the cheapest: never shown.
  rows.push({ listingType: 'rent', rentalType: 'long', city: 'baghdad', price: 200_000, area: 900, isListed: false });
  rows.push({ listingType: 'sale', rentalType: null, city: 'basra', price: 1_000_000, area: 220, isListed: false });
  const ids = await insertListings(
    t.db,
    rows.map((row) => ({
      ownerId: owner.id,
      listing_type: row.listingType,
      rental_type: row.rentalType,
      ...PLACES[row.city],
      price: row.price,
      area: row.area,
      available: row.isListed,
    })),
  );
  seeded.push(...rows.map((row, i) => ({ ...row, id: ids[i]! })));
}, 60_000);
afterAll(() => t.close());

/** One page's listing ids and the next page's address (its Link header). */
async function readPage(url: string): Promise<{ ids: number[]; next: string | undefined }> {
  const response = await t.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  const ids = (response.json() as { id: number }[]).map((listing) => listing.id);
  const link = response.headers.link;
  return { ids, next: link === undefined ? undefined : /^<([^>]+)>; rel="next"$/.exec(String(link))?.[1] };
}

async function readAll(query: string): Promise<number[]> {
  const ids: number[] = [];
  let url: string | undefined = `/api/apartments?${query}&limit=3&fields=card`;
  while (url !== undefined) {
    const page = await readPage(url);
    ids.push(...page.ids);
    url = page.next;
  }
  return ids;
}

type Order = (a: Seeded, b: Seeded) => number;
const LARGEST_FIRST: Order = (a, b) => b.area - a.area || b.id - a.id;
const CHEAPEST_FIRST: Order = (a, b) => a.price - b.price || a.id - b.id;
const DEAREST_FIRST: Order = (a, b) => b.price - a.price || b.id - a.id;

function expectedIds(matches: (listing: Seeded) => boolean, order: Order): number[] {
  return seeded
    .filter((listing) => listing.isListed && matches(listing))
    .sort(order)
    .map((listing) => listing.id);
}

interface Bounds {
  minPrice?: number;
  maxPrice?: number;
  minArea?: number;
  maxArea?: number;
}

const within = (l: Seeded, b: Bounds) =>
  l.price >= (b.minPrice ?? 0) &&
  l.price <= (b.maxPrice ?? Number.POSITIVE_INFINITY) &&
  l.area >= (b.minArea ?? 0) &&
  l.area <= (b.maxArea ?? Number.POSITIVE_INFINITY);

const asQuery = (b: Bounds) =>
  Object.entries(b)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

describe('a sort bounded by the other measure, by band', () => {
  it.each([
    ['long rents up to 400,000 (the end of a band)', 'long', { maxPrice: 400_000 }],
    ['long rents up to 300,001 (the start of a band)', 'long', { maxPrice: 300_001 }],
    ['long rents from 300,000 to 400,001', 'long', { minPrice: 300_000, maxPrice: 400_001 }],
    ['long rents from 0 to 400,000', 'long', { minPrice: 0, maxPrice: 400_000 }],
    ['long and short rents up to 450,000', undefined, { maxPrice: 450_000 }],
    ['short stays up to 35,000', 'short', { maxPrice: 35_000 }],
    ['long rents from 100 m² up to 1,400,000', 'long', { maxPrice: 1_400_000, minArea: 100 }],
  ] as const)('%s, largest first: every match once, in order, across pages', async (_name, rentalType, bounds) => {
    for (const city of [undefined, 'basra'] as const) {
      const expected = expectedIds(
        (l) =>
          l.listingType === 'rent' &&
          (rentalType === undefined || l.rentalType === rentalType) &&
          (city === undefined || l.city === city) &&
          within(l, bounds),
        LARGEST_FIRST,
      );
      expect(expected.length).toBeGreaterThan(3);
      const rental = rentalType ? `&rentalType=${rentalType}` : '';
      const place = city ? `&city=${city}` : '';
      expect(await readAll(`listingType=rent${rental}${place}&${asQuery(bounds)}&sort=area_desc`)).toEqual(expected);
    }
  });

  it.each([
    ['long rents from 200 m² (the start of a band)', 'rent', 'price_asc', { minArea: 200 }],
    ['long rents from 201 m² to 250 m²', 'rent', 'price_asc', { minArea: 201, maxArea: 250 }],
    ['long rents from 150 m² up to 1,500,000', 'rent', 'price_asc', { minArea: 150, maxPrice: 1_500_000 }],
    ['long rents up to 250 m² (the end of a band)', 'rent', 'price_desc', { maxArea: 250 }],
    ['long rents from 150 m² up to 199 m²', 'rent', 'price_desc', { minArea: 150, maxArea: 199 }],
    ['sales from 200 m²', 'sale', 'price_asc', { minArea: 200 }],
    ['sales up to 200 m²', 'sale', 'price_desc', { maxArea: 200 }],
  ] as const)('%s, by price: every match once, in order, across pages', async (_name, type, sort, bounds) => {
    for (const city of [undefined, 'basra'] as const) {
      const expected = expectedIds(
        (l) =>
          l.listingType === type &&
          (type !== 'rent' || l.rentalType === 'long') &&
          (city === undefined || l.city === city) &&
          within(l, bounds),
        sort === 'price_asc' ? CHEAPEST_FIRST : DEAREST_FIRST,
      );
      expect(expected.length).toBeGreaterThan(3);
      const rental = type === 'rent' ? '&rentalType=long' : '';
      const place = city ? `&city=${city}` : '';
      expect(await readAll(`listingType=${type}${rental}${place}&${asQuery(bounds)}&sort=${sort}`)).toEqual(expected);
    }
  });

  it.each([
    ['sales up to 100,000,000', 'sale', { maxPrice: 100_000_000 }],
    ['sales from 99,000,000 to 150,000,000', 'sale', { minPrice: 99_000_000, maxPrice: 150_000_000 }],
    ['lands up to 100,000,001', 'land', { maxPrice: 100_000_001 }],
  ] as const)('%s, largest first: every match once, in order, across pages', async (_name, type, bounds) => {
    const expected = expectedIds((l) => l.listingType === type && within(l, bounds), LARGEST_FIRST);
    expect(expected.length).toBeGreaterThan(3);
    expect(await readAll(`listingType=${type}&${asQuery(bounds)}&sort=area_desc`)).toEqual(expected);
  });

  it('a minimum above the maximum finds nothing', async () => {
    expect(await readAll('listingType=rent&rentalType=long&minPrice=500000&maxPrice=400000&sort=area_desc')).toEqual(
      [],
    );
    expect(await readAll('listingType=rent&rentalType=long&minArea=300&maxArea=200&sort=price_asc')).toEqual([]);
  });
});

describe('round_band (migration 0040)', () => {
  const bandOf = async (prices: number[]) =>
    (
      await queryRows<{ band: number }>(
        t.db,
        sql`select round_band(p) as band from unnest(${sql.raw(`array[${prices.join(',')}]::bigint[]`)}) as p`,
      )
    ).map((row) => row.band);

  it('ends a band on each round price and holds it there', async () => {
    expect(
      await bandOf([-5, 0, 1, 2, 10, 11, 12, 13, 300_000, 300_001, 400_000, 400_001, 1_000_000, 1_000_001]),
    ).toEqual([10, 10, 10, 10, 19, 20, 20, 21, 64, 65, 65, 66, 69, 70]);
  });

  it('never falls as the price rises, so the bands between two prices hold every price between them', async () => {
    const [row] = await queryRows<{ falls: number; bands: number }>(
      t.db,
      sql`select count(*) filter (where band < previous)::int as falls, count(distinct band)::int as bands
        from (select round_band(p) as band, lag(round_band(p)) over (order by p) as previous
          from (select generate_series(1, 30000)::bigint union all select (10::numeric ^ n)::bigint + d
            from generate_series(4, 12) as n, generate_series(-2, 2) as d) as prices(p)) as banded`,
    );
    expect(row).toEqual({ falls: 0, bands: expect.any(Number) });
    expect(row!.bands).toBeGreaterThan(40);
  });
});
