import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchParams, searchQuerySchema } from '#common/listing-schemas.ts';
import { queryRows } from '#server/db/rows.ts';
import { IS_SAMPLED } from '#server/db/schema.ts';
import { buildTestApp, createTestUser, type TestApp } from '#server/test-utils/test-app.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { selectMatchCount } from './repo.ts';
import { insertListings } from './test-listings.ts';

/**
 * The listing sample (migration 0036): one listing in 16, kept by the database on every change of
 * the listings, and what a count no tally holds reads before the listings.
 */
let t: TestApp;
let owner: SessionUser;

/** 13,000 sales priced from this, one apart: more than the cap, and ranges of them of any size. */
const BULK_FROM = 5_000_000_001;
const BULK = 13_000;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createTestUser(t.db, { role: 'owner' });
  await t.db.execute(sql`
    insert into apartments (title_en, title_ar, description_en, description_ar, price, listing_type, rental_type,
      location_en, location_ar, area, owner_id)
    select 'Bulk house ' || g, 'بيت ' || g, 'A generated listing for the sample test.', 'إعلان مولد لاختبار العينة.',
      ${BULK_FROM - 1}::bigint + g, 'sale', null, 'Basra', 'البصرة', 100 + g % 200, ${owner.id}
    from generate_series(1, ${BULK}) as g`);
}, 60_000);
afterAll(() => t.close());

const SAMPLED_COLUMNS = sql.raw(
  'id, listing_type, rental_type, property_type, city, bedrooms, bathrooms, price, area, amenity_bits, latitude, longitude, search_text, available, hidden',
);

/** The sample as kept, and the listings it should hold (their id's hash picks them), in id order. */
async function expectSampleToMatch() {
  const sample = await queryRows<{ id: number; hidden: boolean }>(
    t.db,
    sql`select ${SAMPLED_COLUMNS} from listing_sample order by id`,
  );
  const picked = await queryRows(t.db, sql`select ${SAMPLED_COLUMNS} from apartments where ${IS_SAMPLED} order by id`);
  expect(sample).toEqual(picked);
  return sample;
}

describe('the listing sample follows every change of the listings', () => {
  it('holds one listing in 16 of an insert, by the hash of its id', async () => {
    const sample = await expectSampleToMatch();
    // 13,000 listings: 812 on average, with a standard deviation of 28.
    expect(sample.length).toBeGreaterThan(700);
    expect(sample.length).toBeLessThan(930);
  });

  it('follows an update of what a count filters by, and a delete', async () => {
    const other = await createTestUser(t.db, { role: 'owner' });
    const ids = await insertListings(
      t.db,
      Array.from({ length: 64 }, () => ({ ownerId: other.id })),
    );
    const [sampled] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from listing_sample where id in ${ids} order by id limit 1`,
    );
    expect(sampled).toBeDefined();
    const id = sampled!.id;
    await t.db.execute(sql`update apartments set price = 2000000, bedrooms = 4, bathrooms = 3 where id = ${id}`);
    await t.db.execute(sql`update apartments set location_en = 'Erbil', location_ar = 'أربيل' where id = ${id}`);
    await t.db.execute(sql`update apartments set amenities = '{pool,wifi}', area = 333 where id = ${id}`);
    await t.db.execute(sql`update apartments set latitude = 36.19, longitude = 44.01 where id = ${id}`);
    await t.db.execute(sql`update apartments set title_en = 'Riverside Villa' where id = ${id}`);
    await t.db.execute(sql`update apartments set available = false where id in ${ids}`);
    await t.db.execute(sql`update apartments set available = true, moderation = 'hidden' where id in ${ids}`);
    const [row] = await queryRows(
      t.db,
      sql`select price::int as price, bedrooms, bathrooms, city, area, search_text like 'riverside villa %' as titled,
            hidden from listing_sample where id = ${id}`,
    );
    expect(row).toEqual({
      price: 2_000_000,
      bedrooms: 4,
      bathrooms: 3,
      city: 'erbil',
      area: 333,
      titled: true,
      hidden: true,
    });
    await expectSampleToMatch();
    await t.db.execute(sql`update apartments set moderation = 'visible' where id in ${ids}`);
    await t.db.execute(sql`update users set suspended = true where id = ${other.id}`);
    const sample = await expectSampleToMatch();
    expect(sample.filter((listing) => ids.includes(listing.id)).every((listing) => listing.hidden)).toBe(true);
    await t.db.execute(sql`update users set suspended = false where id = ${other.id}`);
    await t.db.execute(sql`delete from apartments where id in ${ids}`);
    expect(await queryRows(t.db, sql`select id from listing_sample where id in ${ids}`)).toEqual([]);
    await expectSampleToMatch();
  });
});

/** The tables that the statements counting this search's matches read (EXPLAIN ANALYZE: nodes run at least once). */
async function tablesCountReads(params: SearchParams, includeUnavailable = false): Promise<Set<string>> {
  const query = searchQuerySchema.parse(params);
  const read = new Set<string>();
  const visit = (node: PlanNode) => {
    if (node['Relation Name'] && node['Actual Loops'] > 0) read.add(node['Relation Name']);
    node.Plans?.forEach(visit);
  };
  for (const statement of await selectMatchCount(t.db, query, { includeUnavailable })) {
    const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      t.db,
      sql`explain (analyze, format json) ${statement}`,
    );
    visit(row!['QUERY PLAN'][0].Plan);
  }
  return read;
}

interface PlanNode {
  'Relation Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

const countReadsListings = async (params: SearchParams) => (await tablesCountReads(params)).has('apartments');
const countReadsSample = async (params: SearchParams, includeUnavailable = false) =>
  (await tablesCountReads(params, includeUnavailable)).has('listing_sample');

async function totalCount(path: string) {
  const response = await t.app.inject(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.headers['x-total-count'];
}

describe('a count the sample holds', () => {
  const within = (to: number) => `listingType=sale&minPrice=${BULK_FROM}&maxPrice=${BULK_FROM + to - 1}`;

  it('says "10000+" from the sample alone when it holds enough matches', async () => {
    expect(await totalCount(`/api/apartments?listingType=sale&minPrice=${BULK_FROM}&limit=1`)).toBe('10000+');
    expect(await countReadsListings({ listingType: 'sale', minPrice: String(BULK_FROM) })).toBe(false);
  });

  it('counts the listings, exact, when the sample does not show more than 10,000', async () => {
    expect(await totalCount(`/api/apartments?${within(9_000)}&limit=1`)).toBe('9000');
    expect(await totalCount(`/api/apartments?${within(10_000)}&limit=1`)).toBe('10000');
    expect(await totalCount(`/api/apartments?${within(37)}&limit=1`)).toBe('37');
    expect(
      await countReadsListings({
        listingType: 'sale',
        minPrice: String(BULK_FROM),
        maxPrice: String(BULK_FROM + 8_999),
      }),
    ).toBe(true);
  });

  it('is the same count with other filters the sample has: an area range, a place', async () => {
    const [expected] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from apartments where price >= ${BULK_FROM} and area between 150 and 199`,
    );
    expect(expected!.n).toBeGreaterThan(1_000);
    const path = `/api/apartments?listingType=sale&minPrice=${BULK_FROM}&minArea=150&maxArea=199&city=basra`;
    expect(await totalCount(path)).toBe(String(expected!.n));
  });

  it('is the same with a text: "10000+" from the sample alone, exact below that', async () => {
    expect(await totalCount('/api/apartments?q=bulk+house&limit=1')).toBe('10000+');
    expect(await countReadsListings({ q: 'bulk house' })).toBe(false);
    const [expected] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from apartments where search_text like '%bulk house 1%'`,
    );
    // "Bulk house 1", 10-19, 100-199, 1000-1999 and 10000-12999, and any listing the tests above added.
    expect(expected!.n).toBeGreaterThanOrEqual(4111);
    expect(await totalCount('/api/apartments?q=bulk+house+1&limit=1')).toBe(String(expected!.n));
  });
});

describe('which counts read the sample', () => {
  it('one of the public whose filters it has, of a type it holds enough of', async () => {
    expect(await countReadsSample({ listingType: 'sale', maxPrice: '60000000', bathrooms: '2' })).toBe(true);
    expect(await countReadsSample({ bbox: '44.3,33.25,44.45,33.4', amenities: 'wifi', minArea: '90' })).toBe(true);
    expect(await countReadsSample({ listingType: 'sale', maxPrice: '60000000', q: 'villa' })).toBe(true);
  });

  it('not one of a type it holds too few of to show more than 10,000 (here: rents)', async () => {
    expect(await countReadsSample({ listingType: 'rent', rentalType: 'short', maxPrice: '60000' })).toBe(false);
  });

  it("not an owner's list, a reference, or one that counts the unlisted too", async () => {
    expect(await countReadsSample({ listingType: 'sale', maxPrice: '60000000', ownerId: String(owner.id) })).toBe(
      false,
    );
    expect(await countReadsSample({ listingType: 'sale', q: 'DAR-1234' })).toBe(false);
    expect(await countReadsSample({ listingType: 'sale', maxPrice: '60000000', available: 'all' }, true)).toBe(false);
  });
});

describe("the sample's text built by its migration", () => {
  it('on a database that already holds listings: their texts, and kept after', async () => {
    // The database as migration 0038 finds it: a sample without texts, kept by 0036's trigger.
    const migrations = join(import.meta.dirname, '../../db/migrations');
    const before = readFileSync(join(migrations, '0036_listing_sample.sql'), 'utf8');
    const migration = readFileSync(join(migrations, '0038_listing_sample_text.sql'), 'utf8');
    const trigger = /CREATE FUNCTION "sample_listings"[\s\S]*?\$\$;/.exec(before)![0];
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table listing_sample drop column search_text`);
      await tx.execute(sql.raw(trigger.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')));
      for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });
    expect((await expectSampleToMatch()).length).toBeGreaterThan(700);
    await t.db.execute(sql`update apartments set title_en = 'Harbour house' where listing_type = 'sale'`);
    await expectSampleToMatch();
  });
});

describe('the listing sample, last', () => {
  it('empties on truncate', async () => {
    await t.db.execute(sql`truncate apartments cascade`);
    expect(await expectSampleToMatch()).toEqual([]);
  });
});
