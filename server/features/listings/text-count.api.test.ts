import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows.ts';
import { searchQuerySchema } from '#common/listing-schemas.ts';
import { selectSearchStatements } from './repo.ts';
import { buildTestApp, createTestUser, type TestApp } from '#server/test-utils/test-app.ts';

/**
 * A text search's match count (X-Total-Count): a word that the column's statistics say most listings
 * hold is not counted (repo.ts countFromEstimate); any other is.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createTestUser(t.db, { role: 'owner' });
  // 40,000 "harbour" flats, 20 of them "lighthouse" ones too; ANALYZE as autovacuum would.
  await t.db.execute(sql`
    insert into apartments (title_en, title_ar, description_en, description_ar, price, location_en, location_ar, area, owner_id)
    select case when g % 2000 = 0 then 'Lighthouse harbour flat ' else 'Harbour flat ' end || g, 'شقة ' || g,
      'A generated listing for the count test.', 'إعلان مولد لاختبار العدد.', 500000 + g, 'Basra', 'البصرة', 100, ${owner.id}
    from generate_series(1, 40000) as g`);
  await t.db.execute(sql`analyze apartments`);
}, 60_000);
afterAll(() => t.close());

async function search(query: string) {
  const response = await t.app.inject(`/api/apartments?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { total: response.headers['x-total-count'], listings: response.json() as { title_en: string }[] };
}

describe("a text search's count", () => {
  it('is exact for a word few listings hold', async () => {
    const { total, listings } = await search('q=lighthouse&limit=50');
    expect(total).toBe('20');
    expect(listings).toHaveLength(20);
    expect(listings.every((listing) => listing.title_en.startsWith('Lighthouse harbour flat'))).toBe(true);
  });

  it('says "10000+" for a word most listings hold, with its first page', async () => {
    const { total, listings } = await search('q=harbour&limit=3');
    expect(total).toBe('10000+');
    expect(listings).toHaveLength(3);
    expect(listings.every((listing) => /harbour flat/i.test(listing.title_en))).toBe(true);
  });

  it('is what the statements that EXPLAIN and the bench read run: the estimate, then the page counted or not', async () => {
    const statements = async (q: string) =>
      (await selectSearchStatements(t.db, searchQuerySchema.parse({ q }), { includeUnavailable: false })).map(
        (statement) => new PgDialect().sqlToQuery(statement).sql,
      );
    const [estimate, page, ...more] = await statements('harbour');
    expect(more).toEqual([]);
    expect(estimate).toMatch(/^explain \(format json\) \(select 1 from "apartments"/);
    expect(page).not.toMatch(/count\(/);
    const rare = await statements('lighthouse');
    expect(rare).toHaveLength(2);
    expect(rare[1]).toMatch(/count\(/);
    const [place] = await statements('');
    expect(await statements('')).toHaveLength(1);
    expect(place).toMatch(/sum\(/);
  });

  it("takes that from the planner's estimate, without counting: statistics from before most matches went still say it", async () => {
    await t.db.execute(sql`delete from apartments where title_en like 'Harbour flat %' and id % 100 <> 0`);
    const [{ left } = { left: 0 }] = await queryRows<{ left: number }>(
      t.db,
      sql`select count(*)::int as left from apartments where title_en like 'Harbour flat %'`,
    );
    expect(left).toBeLessThan(1000);
    expect((await search('q=harbour+flat&limit=1')).total).toBe('10000+');
    // Any other search is counted: the same listings by their place.
    expect((await search('city=basra&limit=1')).total).toBe(String(left + 20));
  });

  it('is estimated alike on a page past the last match (its listings went after the cursor was made)', async () => {
    const first = await t.app.inject('/api/apartments?q=harbour+flat&limit=1');
    const [shown] = first.json() as { id: number }[];
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    await t.db.execute(sql`delete from apartments where title_en ilike '%harbour flat%' and id < ${shown!.id}`);
    const past = await t.app.inject(next!);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('10000+');
  });
});
