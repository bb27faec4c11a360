import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema } from '#common/listing-schemas.ts';
import { queryRows } from '#server/db/rows.ts';
import { explainText } from '#server/test-utils/explain.ts';
import { buildTestApp, createTestUser, type TestApp } from '#server/test-utils/test-app.ts';
import { selectSearchStatements } from './repo.ts';

/**
 * A search whose matches all fit in its page (repo.ts pageForm). Here, as in the market, a sale's
 * price grows with its bedrooms: no 4-bedroom sale costs under 150M, though most sales do. Taking
 * the two as independent, PostgreSQL expects about a thousand 4-bedroom sales under 100M, and
 * walked the sales' newest-first index to its end for them (1.3-1.7 s at 1M listings).
 */
let t: TestApp;
/** Three 4-bedroom sales under 100M after all, the newest last. */
let few: number[];

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createTestUser(t.db, { role: 'owner' });
  await t.db.execute(sql`
    insert into apartments (title_en, title_ar, description_en, description_ar, price, listing_type, rental_type, location_en,
      location_ar, bedrooms, bathrooms, area, owner_id, created_at)
    select 'Sale ' || g, 'بيع ' || g, 'A generated sale.', 'عقار مولد للبيع.',
      (40000000 + (g * 7919) % 60000000) * power(2, g % 5)::bigint, 'sale', null, 'Basra', 'البصرة',
      g % 5, 1, 100, ${owner.id}, now() - g * interval '1 minute'
    from generate_series(1, 20000) as g`);
  await t.db.execute(sql`vacuum analyze apartments`);
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`insert into apartments (title_en, title_ar, description_en, description_ar, price, listing_type, rental_type, location_en,
          location_ar, bedrooms, bathrooms, area, owner_id, created_at)
        select 'Bargain ' || g, 'فرصة ' || g, 'A cheap large home.', 'بيت كبير رخيص.', 90000000, 'sale', null, 'Basra',
          'البصرة', 4, 1, 100, ${owner.id}, now() - interval '30 days' + g * interval '1 day'
        from generate_series(1, 3) as g
        returning id`,
  );
  few = rows.map((row) => row.id);
}, 120_000);
afterAll(() => t.close());

async function pagePlan(params: Record<string, string>, explain = sql`explain`): Promise<string> {
  const query = searchQuerySchema.parse(params);
  const page = (await selectSearchStatements(t.db, query, { includeUnavailable: false })).at(-1)!;
  return explainText(t.db, [page], explain);
}

const SALES_WITH_4 = { listingType: 'sale', bedrooms: '4', bedroomsExact: 'true' } as const;

describe('a search whose matches all fit in its page', () => {
  it('reads them by its filters and sorts them, instead of walking the newest-first index', async () => {
    const plan = await pagePlan({ ...SALES_WITH_4, maxPrice: '100000000' });
    expect(plan, plan).not.toMatch(/Index Scan Backward using apartments_(type_)?newest_idx/);
    expect(plan, plan).toMatch(/Sort/);
  });

  it('reads no page where its count found none', async () => {
    const statements = async (maxPrice: string) =>
      selectSearchStatements(t.db, searchQuerySchema.parse({ ...SALES_WITH_4, maxPrice }), {
        includeUnavailable: false,
      });
    // Its count's statements only, where some match also the page (which reads the rows' versions).
    const none = await statements('60000000');
    expect(none.map((statement) => new PgDialect().sqlToQuery(statement).sql).join('\n')).not.toMatch(/xmin/);
    expect(await statements('100000000')).toHaveLength(none.length + 1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, with no parallel workers or JIT to sort them', async () => {
    const [row] = await queryRows<{ workers: string; jit: string; plans: string }>(
      t.db,
      sql`select current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit,
            current_setting('plan_cache_mode') as plans`,
    );
    // plans: a named statement with parameters (kept-plans.ts names none) is never planned generically.
    expect(row).toEqual({ workers: '0', jit: 'off', plans: 'force_custom_plan' });
  });

  it('answers none where none matches', async () => {
    const response = await t.app.inject(
      `/api/apartments?listingType=sale&bedrooms=4&bedroomsExact=true&maxPrice=60000000`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('answers the few that match in the sort asked, newest first or cheapest', async () => {
    const base = '/api/apartments?listingType=sale&bedrooms=4&bedroomsExact=true&maxPrice=100000000';
    const newest = await t.app.inject(base);
    expect(newest.headers['x-total-count']).toBe('3');
    expect((newest.json() as { id: number }[]).map((listing) => listing.id)).toEqual([...few].reverse());
    expect(newest.headers.link).toBeUndefined();
    const cheapest = await t.app.inject(`${base}&sort=price_asc`);
    expect((cheapest.json() as { id: number }[]).map((listing) => listing.id)).toEqual(few);
  });

  it('pages as before when they do not fit: one at a time, newest first, by cursor', async () => {
    const seen: number[] = [];
    let url: string | undefined =
      '/api/apartments?listingType=sale&bedrooms=4&bedroomsExact=true&maxPrice=100000000&limit=1';
    while (url) {
      const response: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['x-total-count']).toBe('3');
      seen.push(...(response.json() as { id: number }[]).map((listing) => listing.id));
      url = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
    }
    expect(seen).toEqual([...few].reverse());
  });
});

describe('a search its tally counts, in its page statement', () => {
  // No sale here has a pool: the amenity tally holds the count, and the page walked the sales'
  // newest-first index to its end for none (1.4 s at 1M listings).
  const SALES_WITH_A_POOL = { listingType: 'sale', amenities: 'pool' } as const;

  it('reads no listing where the tally counts none', async () => {
    const plan = await pagePlan(SALES_WITH_A_POOL, sql`explain (analyze, costs off)`);
    expect(plan, plan).toMatch(/Scan[^\n]* on apartments[^\n]*\(never executed\)/);
    expect(plan, plan).toMatch(/amenity_tallies/);
  });

  it('reads its page where the tally counts some', async () => {
    const plan = await pagePlan({ listingType: 'sale', bedrooms: '4' }, sql`explain (analyze, costs off)`);
    expect(plan, plan).toMatch(/listing_tallies/);
    expect(plan, plan).toMatch(/Scan[^\n]* on apartments[^\n]*\(actual[^\n]*rows=25\b/);
  });

  it('answers none, and counts none', async () => {
    const response = await t.app.inject('/api/apartments?listingType=sale&amenities=pool');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });
});
