import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows.ts';
import { buildTestApp, createTestUser, type TestApp } from '#server/test-utils/test-app.ts';
import { insertListings } from './test-listings.ts';

/**
 * The largest first under a price, read by price band (migration 0040, repo.ts buildBandedPage):
 * the same listings in the same order, across pages, as the sort over every match would give.
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
    150_000, 250_000, 299_999, 300_000, 300_001, 350_000, 399_999, 400_000, 400_001, 450_000, 800_000, 2_500_000,
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
  // Within every cap below and larger than all: never shown.
  rows.push({ listingType: 'rent', rentalType: 'long', city: 'baghdad', price: 200_000, area: 900, isListed: false });
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
  let url: string | undefined = `/api/apartments?${query}&sort=area_desc&limit=3&fields=card`;
  while (url !== undefined) {
    const page = await readPage(url);
    ids.push(...page.ids);
    url = page.next;
  }
  return ids;
}

function largestFirst(matches: (listing: Seeded) => boolean): number[] {
  return seeded
    .filter((listing) => listing.isListed && matches(listing))
    .sort((a, b) => b.area - a.area || b.id - a.id)
    .map((listing) => listing.id);
}

describe('largest first under a price, by price band', () => {
  it.each([
    ['long rents up to 400,000 (the end of a band)', 'rentalType=long&maxPrice=400000', 'long', 0, 400_000],
    ['long rents up to 300,001 (the start of a band)', 'rentalType=long&maxPrice=300001', 'long', 0, 300_001],
    ['long rents from 300,000 to 400,001', 'rentalType=long&minPrice=300000&maxPrice=400001', 'long', 300_000, 400_001],
    ['long and short rents up to 450,000', 'maxPrice=450000', undefined, 0, 450_000],
    ['short stays up to 35,000', 'rentalType=short&maxPrice=35000', 'short', 0, 35_000],
  ] as const)('%s: every match once, largest first, across pages', async (_name, filters, rentalType, min, max) => {
    for (const city of [undefined, 'basra'] as const) {
      const expected = largestFirst(
        (l) =>
          l.listingType === 'rent' &&
          (rentalType === undefined || l.rentalType === rentalType) &&
          (city === undefined || l.city === city) &&
          l.price >= min &&
          l.price <= max,
      );
      expect(expected.length).toBeGreaterThan(3);
      expect(await readAll(`listingType=rent&${filters}${city ? `&city=${city}` : ''}`)).toEqual(expected);
    }
  });

  it.each([
    ['sales up to 100,000,000', 'sale', 'maxPrice=100000000', 0, 100_000_000],
    ['sales from 99,000,000 to 150,000,000', 'sale', 'minPrice=99000000&maxPrice=150000000', 99_000_000, 150_000_000],
    ['lands up to 100,000,001', 'land', 'maxPrice=100000001', 0, 100_000_001],
  ] as const)('%s: every match once, largest first, across pages', async (_name, type, filters, min, max) => {
    const expected = largestFirst((l) => l.listingType === type && l.price >= min && l.price <= max);
    expect(expected.length).toBeGreaterThan(3);
    expect(await readAll(`listingType=${type}&${filters}`)).toEqual(expected);
  });

  it('a minimum above the maximum finds nothing', async () => {
    expect(await readAll('listingType=rent&rentalType=long&minPrice=500000&maxPrice=400000')).toEqual([]);
  });
});

describe('price_band (migration 0040)', () => {
  const bandOf = async (prices: number[]) =>
    (
      await queryRows<{ band: number }>(
        t.db,
        sql`select price_band(p) as band from unnest(${sql.raw(`array[${prices.join(',')}]::bigint[]`)}) as p`,
      )
    ).map((row) => row.band);

  it('ends a band on each round price and holds it there', async () => {
    expect(await bandOf([1, 2, 10, 11, 12, 13, 300_000, 300_001, 400_000, 400_001, 1_000_000, 1_000_001])).toEqual([
      10, 10, 19, 20, 20, 21, 64, 65, 65, 66, 69, 70,
    ]);
  });

  it('never falls as the price rises, so the bands between two prices hold every price between them', async () => {
    const [row] = await queryRows<{ falls: number; bands: number }>(
      t.db,
      sql`select count(*) filter (where band < previous)::int as falls, count(distinct band)::int as bands
        from (select price_band(p) as band, lag(price_band(p)) over (order by p) as previous
          from (select generate_series(1, 30000)::bigint union all select (10::numeric ^ n)::bigint + d
            from generate_series(4, 12) as n, generate_series(-2, 2) as d) as prices(p)) as banded`,
    );
    expect(row).toEqual({ falls: 0, bands: expect.any(Number) });
    expect(row!.bands).toBeGreaterThan(40);
  });
});
