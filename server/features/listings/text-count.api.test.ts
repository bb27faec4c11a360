import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows.ts';
import { searchQuerySchema } from '#common/listing-schemas.ts';
import { selectSearchStatements } from './repo.ts';
import { buildTestApp, createTestUser, type TestApp } from '#server/test-utils/test-app.ts';

/**
 * A text search's match count (X-Total-Count): read from the listing sample first, as any count
 * the sample holds (migration 0038): "10000+" when the sample alone shows more, else exact.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createTestUser(t.db, { role: 'owner' });
  // 40,000 "harbour" flats, 20 of them "lighthouse" ones and 9,000 "quay" ones too.
  await t.db.execute(sql`
    insert into apartments (title_en, title_ar, description_en, description_ar, price, location_en, location_ar, area, owner_id)
    select case when g % 2000 = 0 then 'Lighthouse harbour flat ' when g <= 9000 then 'Quay harbour flat ' else 'Harbour flat ' end || g,
      'شقة ' || g, 'A generated listing for the count test.', 'إعلان مولد لاختبار العدد.', 500000 + g, 'Basra', 'البصرة', 100, ${owner.id}
    from generate_series(1, 40000) as g`);
  await t.db.execute(sql`analyze apartments`);
}, 60_000);
afterAll(() => t.close());

async function search(query: string) {
  const response = await t.app.inject(`/api/apartments?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { total: response.headers['x-total-count'], listings: response.json() as { title_en: string }[] };
}

/** The SQL of the statements the API runs for a text search, in order. */
async function statements(q: string) {
  return (await selectSearchStatements(t.db, searchQuerySchema.parse({ q }), { includeUnavailable: false })).map(
    (statement) => new PgDialect().sqlToQuery(statement).sql,
  );
}

describe("a text search's count", () => {
  it('is exact for a word few listings hold, and for one that 9,000 hold', async () => {
    const { total, listings } = await search('q=lighthouse&limit=50');
    expect(total).toBe('20');
    expect(listings).toHaveLength(20);
    expect(listings.every((listing) => listing.title_en.startsWith('Lighthouse harbour flat'))).toBe(true);
    // 4 of the 9,000 are "Lighthouse" flats (g % 2000 = 0), not "Quay" ones.
    expect((await search('q=quay&limit=1')).total).toBe('8996');
  });

  it('says "10000+" for a word most listings hold, with its first page', async () => {
    const { total, listings } = await search('q=harbour&limit=3');
    expect(total).toBe('10000+');
    expect(listings).toHaveLength(3);
    expect(listings.every((listing) => /harbour flat/i.test(listing.title_en))).toBe(true);
  });

  it('is what the statements that EXPLAIN and the bench read run: the count, the sample first, then the page', async () => {
    const [count, page, ...more] = await statements('harbour');
    expect(more).toEqual([]);
    expect(count).toMatch(/from "listing_sample"/);
    expect(count).toMatch(/"search_text" like/);
    expect(page).not.toMatch(/count\(/);
    expect(await statements('lighthouse')).toHaveLength(2);
  });

  it('follows the listings at once: a word most listings held, most of them gone, is counted exact', async () => {
    await t.db.execute(sql`delete from apartments where title_en like 'Harbour flat %' and id % 100 <> 0`);
    const [{ left } = { left: 0 }] = await queryRows<{ left: number }>(
      t.db,
      sql`select count(*)::int as left from apartments where search_text like '%harbour flat%'`,
    );
    expect(left).toBeGreaterThan(9000);
    expect(left).toBeLessThan(10_000);
    // The column's statistics still say 40,000: the count does not go by them.
    expect((await search('q=harbour+flat&limit=1')).total).toBe(String(left));
  });

  it('is counted alike on a page past the last match (its listings went after the cursor was made)', async () => {
    const first = await t.app.inject('/api/apartments?q=harbour+flat&limit=1');
    const [shown] = first.json() as { id: number }[];
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    await t.db.execute(sql`delete from apartments where title_en ilike '%harbour flat%' and id < ${shown!.id}`);
    const past = await t.app.inject(next!);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('1');
  });
});
