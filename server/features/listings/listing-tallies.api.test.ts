import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchParams, searchQuerySchema } from '#common/listing-schemas.ts';
import { isOfferedPrice, priceAtPosition, priceBands, SLIDER_STEPS } from '#common/listing-filters.ts';
import { type Amenity, PRICE_BAND_STARTS, type PriceKind } from '#common/listings.ts';
import { queryRows } from '#server/db/rows.ts';
import type { listingTallies } from '#server/db/schema.ts';
import { explainText } from '#server/test-utils/explain.ts';
import { buildTestApp, createTestUser, type TestApp } from '#server/test-utils/test-app.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { selectMatchCount } from './repo.ts';
import { insertListings } from './test-listings.ts';

/**
 * The tallies (migrations 0020, 0021, 0037): kept by the database on every change of the listings,
 * and what a search that filters by type, rental type, place and bedrooms alone, by type and
 * amenities alone, or by the first with the filter bar's prices, counts its matches from.
 */
let t: TestApp;
let owner: SessionUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createTestUser(t.db, { role: 'owner' });
});
afterAll(() => t.close());

type Tally = typeof listingTallies.$inferSelect;

/** Each tally's table, the columns it groups the listings by, and how each is read off a listing. */
const TALLIES: Record<string, { group: string; read?: string }> = {
  listing_tallies: { group: 'listing_type, rental_type, city, bedrooms, property_type, available, hidden' },
  amenity_tallies: { group: 'listing_type, rental_type, amenities, available, hidden' },
  price_tallies: {
    group: 'listing_type, rental_type, city, bedrooms, price, property_type, available, hidden',
    read: 'listing_type, rental_type, city, bedrooms, price_group(price) as price, property_type, available, hidden',
  },
};

/** Each tally's groups that are not zero, and the same groups counted from the listings themselves. */
async function expectTalliesToMatch() {
  for (const [table, { group, read = group }] of Object.entries(TALLIES)) {
    const order = sql.raw(`order by ${group} nulls last`);
    const tallies = await queryRows(
      t.db,
      sql`select ${sql.raw(group)}, listings from ${sql.identifier(table)} where listings <> 0 ${order}`,
    );
    const counts = await queryRows(
      t.db,
      sql`select ${sql.raw(group)}, count(*)::int as listings
          from (select ${sql.raw(read)} from apartments) as listed group by ${sql.raw(group)} ${order}`,
    );
    expect(tallies, table).toEqual(counts);
  }
  return queryRows<Tally>(t.db, sql`select * from listing_tallies where listings <> 0`);
}

describe('the listing tallies follow every change of the listings', () => {
  let ids: number[];

  it('adds what an insert adds, each in its group', async () => {
    ids = await insertListings(t.db, [
      { ownerId: owner.id },
      { ownerId: owner.id },
      { ownerId: owner.id, bedrooms: 3, location_en: 'Erbil', location_ar: 'أربيل' },
      { ownerId: owner.id, listing_type: 'sale', rental_type: null, price: 150_000_000, property_type: 'villa' },
      { ownerId: owner.id, location_en: 'A village', location_ar: 'قرية' },
    ]);
    const counts = await expectTalliesToMatch();
    expect(counts).toContainEqual(
      expect.objectContaining({ listing_type: 'rent', rental_type: 'long', city: 'karrada', bedrooms: 2, listings: 2 }),
    );
    expect(counts).toContainEqual(
      expect.objectContaining({ listing_type: 'sale', rental_type: null, property_type: 'villa', listings: 1 }),
    );
    expect(counts).toContainEqual(expect.objectContaining({ city: null, listings: 1 }));
  });

  it('moves what an update moves: place, rooms, type, property type, price, availability, moderation, the owner suspended', async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    await t.db.execute(sql`update apartments set location_en = 'Mosul', location_ar = 'الموصل' where id = ${a}`);
    await expectTalliesToMatch();
    // One statement moving listings both ways between two groups.
    await t.db.execute(
      sql`update apartments set bedrooms = case when id = ${b} then 3 else 2 end where id in (${b}, ${c})`,
    );
    await expectTalliesToMatch();
    await t.db.execute(sql`update apartments set listing_type = 'rent', rental_type = 'short' where id = ${d}`);
    await t.db.execute(sql`update apartments set property_type = 'house' where id = ${a}`);
    await t.db.execute(sql`update apartments set amenities = '{pool,wifi}' where id in (${a}, ${d})`);
    // Prices within one group, across groups, and onto an offered price (a group of its own).
    await t.db.execute(sql`update apartments set price = 1234567 where id = ${a}`);
    await t.db.execute(sql`update apartments set price = 1234999 where id = ${a}`);
    await t.db.execute(sql`update apartments set price = case when id = ${b} then 1299999 else 1300000 end
                           where id in (${b}, ${c})`);
    await expectTalliesToMatch();
    await t.db.execute(sql`update apartments set available = false where id = ${b}`);
    await t.db.execute(sql`update apartments set moderation = 'hidden' where id = ${c}`);
    await expectTalliesToMatch();
    await t.db.execute(sql`update users set suspended = true where id = ${owner.id}`);
    const counts = await expectTalliesToMatch();
    expect(counts.every((group) => group.hidden === true)).toBe(true);
    await t.db.execute(sql`update users set suspended = false where id = ${owner.id}`);
    await expectTalliesToMatch();
  });

  it('writes nothing for an edit that leaves every listing in its group', async () => {
    const versions = sql`select xmin::text as version, listings from listing_tallies
                         union all select xmin::text, listings from price_tallies order by 1`;
    await t.db.execute(sql`update apartments set price = 1234567 where owner_id = ${owner.id}`);
    const before = await queryRows(t.db, versions);
    // 1,234,567 and 1,234,999 are both in the group of prices from 1,200,001 to 1,299,998.
    await t.db.execute(sql`update apartments set price = 1234999, title_en = 'Renamed' where owner_id = ${owner.id}`);
    expect(await queryRows(t.db, versions)).toEqual(before);
  });

  it('takes away what a delete takes away, and empties on truncate', async () => {
    await t.db.execute(sql`delete from apartments where id in (${ids[0]!}, ${ids[4]!})`);
    expect((await expectTalliesToMatch()).length).toBeGreaterThan(0);
    await t.db.execute(sql`truncate apartments cascade`);
    expect(await expectTalliesToMatch()).toEqual([]);
    expect(await queryRows(t.db, sql`select * from amenity_tallies where listings <> 0`)).toEqual([]);
    expect(await queryRows(t.db, sql`select * from price_tallies where listings <> 0`)).toEqual([]);
  });
});

describe('a search counted from the tallies', () => {
  const PROPERTY_TYPES = ['apartment', 'house', 'villa'] as const;
  /** Baghdad and its districts, as a search for Baghdad finds them. */
  const IN_BAGHDAD = sql`city in ('baghdad', 'karrada', 'mansour', 'adhamiyah', 'sadr_city')`;
  const AMENITY_SETS: Amenity[][] = [['wifi', 'ac'], ['parking', 'wifi'], ['furnished', 'ac', 'parking', 'wifi'], []];
  beforeAll(async () => {
    const places = [
      ['Karrada, Baghdad', 'الكرادة، بغداد'],
      ['Mansour, Baghdad', 'المنصور، بغداد'],
      ['Baghdad', 'بغداد'],
      ['Erbil', 'أربيل'],
    ] as const;
    await insertListings(
      t.db,
      Array.from({ length: 48 }, (_, i) => {
        const [location_en, location_ar] = places[i % places.length]!;
        return {
          ownerId: owner.id,
          location_en,
          location_ar,
          bedrooms: i % 5,
          rental_type: i % 3 === 0 ? ('short' as const) : ('long' as const),
          available: i % 7 !== 0,
          moderation: i % 11 === 0 ? ('held' as const) : ('visible' as const),
          price: 300_000 + i * 50_000,
          amenities: AMENITY_SETS[i % AMENITY_SETS.length]!,
          property_type: PROPERTY_TYPES[i % PROPERTY_TYPES.length]!,
        };
      }),
    );
    // Prices on both sides of the offered prices the searches below ask.
    await insertListings(
      t.db,
      [649_999, 650_001, 999_999, 1_000_001, 1_099_999, 1_100_001, 1_234_567].map((price, i) => ({
        ownerId: owner.id,
        price,
        bedrooms: 2,
        location_en: i % 2 ? 'Baghdad' : 'Erbil',
        location_ar: i % 2 ? 'بغداد' : 'أربيل',
      })),
    );
  });

  /** The count as the listings themselves give it: the publicly listed that match. */
  async function countedFromListings(where: ReturnType<typeof sql>) {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from apartments where available and not hidden and ${where}`,
    );
    return String(row!.n);
  }

  it.each([
    ['a rent list', 'listingType=rent&rentalType=long', sql`listing_type = 'rent' and rental_type = 'long'`],
    [
      'a city with its districts',
      'listingType=rent&rentalType=long&city=baghdad',
      sql`rental_type = 'long' and ${IN_BAGHDAD}`,
    ],
    ['a district', 'listingType=rent&city=karrada', sql`listing_type = 'rent' and city = 'karrada'`],
    ['2 bedrooms', 'listingType=rent&rentalType=long&bedrooms=2', sql`rental_type = 'long' and bedrooms = 2`],
    ['4 bedrooms or more', 'listingType=rent&rentalType=long&bedrooms=4', sql`rental_type = 'long' and bedrooms >= 4`],
    ['exactly 4 bedrooms', 'bedrooms=4&bedroomsExact=true&sort=price_asc', sql`bedrooms = 4`],
    [
      'short stays in Erbil',
      'listingType=rent&rentalType=short&city=erbil',
      sql`rental_type = 'short' and city = 'erbil'`,
    ],
    ['none', 'listingType=land&city=erbil', sql`listing_type = 'land' and city = 'erbil'`],
    [
      'houses for long rent',
      'listingType=rent&rentalType=long&propertyType=house',
      sql`rental_type = 'long' and property_type = 'house'`,
    ],
    [
      'villas in Baghdad, 2 bedrooms',
      'listingType=rent&city=baghdad&propertyType=villa&bedrooms=2',
      sql`${IN_BAGHDAD} and property_type = 'villa' and bedrooms = 2`,
    ],
    [
      'long rents up to 1,000,000',
      'listingType=rent&rentalType=long&maxPrice=1000000',
      sql`rental_type = 'long' and price <= 1000000`,
    ],
    [
      'a price band in Baghdad, 2 bedrooms',
      'listingType=rent&city=baghdad&bedrooms=2&minPrice=650000&maxPrice=999999',
      sql`${IN_BAGHDAD} and bedrooms = 2 and price between 650000 and 999999`,
    ],
    [
      'houses from 1,100,000',
      'listingType=rent&propertyType=house&minPrice=1100000&sort=price_asc',
      sql`property_type = 'house' and price >= 1100000`,
    ],
    ['wifi and parking, every type', 'amenities=wifi,parking', sql`amenities @> '{wifi,parking}'`],
    [
      'furnished long rents',
      'listingType=rent&rentalType=long&furnished=true',
      sql`rental_type = 'long' and amenities @> '{furnished}'`,
    ],
    [
      'furnished short stays with parking',
      'listingType=rent&rentalType=short&furnished=true&amenities=parking',
      sql`rental_type = 'short' and amenities @> '{furnished,parking}'`,
    ],
  ])('%s: X-Total-Count is the number of publicly listed matches', async (_name, params, where) => {
    const expected = await countedFromListings(where);
    const response = await t.app.inject(`/api/apartments?${params}&limit=5`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(expected);
  });

  async function explainCount(params: SearchParams): Promise<string> {
    return explainText(
      t.db,
      await selectMatchCount(t.db, searchQuerySchema.parse(params), { includeUnavailable: false }),
    );
  }

  it.each([
    ['listing_tallies', { listingType: 'rent', rentalType: 'long', city: 'baghdad', bedrooms: '2' }],
    ['listing_tallies', { listingType: 'sale' }],
    ['listing_tallies', { listingType: 'rent', rentalType: 'long', propertyType: 'villa' }],
    ['amenity_tallies', { listingType: 'rent', rentalType: 'long', furnished: 'true' }],
    ['amenity_tallies', { amenities: 'wifi,parking' }],
    ['price_tallies', { listingType: 'rent', rentalType: 'long', maxPrice: '1000000' }],
    ['price_tallies', { listingType: 'rent', city: 'baghdad', bedrooms: '2', minPrice: '650000', maxPrice: '999999' }],
  ] as [string, SearchParams][])('reads %s, not the listings, for %j', async (table, params) => {
    const plan = await explainCount(params);
    expect(plan).toContain(table);
    expect(plan).not.toMatch(/ on apartments\b/);
  });

  it('counts the listings themselves for a typed price, any other filter, or places and amenities together', async () => {
    for (const params of [
      { listingType: 'rent', rentalType: 'long', maxPrice: '1234567' },
      { listingType: 'rent', rentalType: 'long', maxPrice: '1000000', bathrooms: '2' },
      { listingType: 'rent', city: 'baghdad', furnished: 'true' },
    ] as SearchParams[]) {
      expect(await explainCount(params)).not.toMatch(/_tallies/);
    }
    const response = await t.app.inject('/api/apartments?listingType=rent&rentalType=long&maxPrice=1234567&limit=5');
    expect(response.headers['x-total-count']).toBe(
      await countedFromListings(sql`rental_type = 'long' and price <= 1234567`),
    );
  });
});

describe('the price tallies built by their migration', () => {
  it('on a database that already holds listings: the same groups as the listings, and kept after', async () => {
    expect((await expectTalliesToMatch()).length).toBeGreaterThan(0);
    // The database as migration 0037 finds it: listings, and no price tallies or price groups.
    const migration = readFileSync(join(import.meta.dirname, '../../db/migrations/0037_price_tallies.sql'), 'utf8');
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`drop table price_tallies`);
      await tx.execute(sql`drop function price_group`);
      for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });
    const [filled] = await queryRows<{ groups: number }>(t.db, sql`select count(*)::int as groups from price_tallies`);
    expect(filled!.groups).toBeGreaterThan(10);
    await expectTalliesToMatch();
    await t.db.execute(sql`update apartments set price = price + 123 where owner_id = ${owner.id}`);
    await expectTalliesToMatch();
  });
});

describe('price groups', () => {
  /** Every price the filter bar offers: each kind's slider steps and its chips' bounds. */
  const offered = (Object.keys(PRICE_BAND_STARTS) as PriceKind[]).flatMap((kind) => [
    ...Array.from({ length: SLIDER_STEPS }, (_, position) => priceAtPosition(kind, position)!),
    ...priceBands(kind).flatMap((band) => [band.minPrice, band.maxPrice].filter((price) => price !== undefined)),
  ]);

  /** Each price with its group as the database computes it (migration 0037's price_group). */
  async function groupPrices(prices: number[]): Promise<{ price: number; grouped: number }[]> {
    const rows = await queryRows<{ price: string; grouped: string }>(
      t.db,
      sql`select price::text, price_group(price)::text as grouped
          from unnest(${`{${prices.join(',')}}`}::bigint[]) as p(price)`,
    );
    expect(rows).toHaveLength(prices.length);
    return rows.map((row) => ({ price: Number(row.price), grouped: Number(row.grouped) }));
  }

  it('select the same listings as the prices for every price the filter bar offers', async () => {
    // Around each offered price, and a spread of prices between them.
    const prices = [
      ...new Set([
        ...offered.flatMap((price) => [price - 2, price - 1, price, price + 1, price + 2]),
        ...Array.from({ length: 1500 }, (_, i) => Math.round(1.02 ** i * 37) + (i % 7)),
      ]),
    ].filter((price) => price > 0 && price < 1e15);
    expect(prices.length).toBeGreaterThan(2500);
    const disagreements = [];
    for (const { price, grouped } of await groupPrices(prices)) {
      for (const asked of offered) {
        if (grouped <= asked !== price <= asked || grouped >= asked !== price >= asked)
          disagreements.push({ price, grouped, asked });
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('are an offered price itself, and for any other price a price not above it that is not offered', async () => {
    const prices = [...Array.from({ length: 3000 }, (_, i) => i + 1), 649_999, 650_000, 650_001, 1_234_567, 99_999_999];
    for (const { price, grouped } of await groupPrices(prices)) {
      if (isOfferedPrice(price)) expect(grouped, String(price)).toBe(price);
      else expect([grouped <= price, isOfferedPrice(grouped)], String(price)).toEqual([true, false]);
    }
  });
});
