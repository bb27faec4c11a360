import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows.ts';
import { searchQuerySchema } from '#common/listing-schemas.ts';
import { findPage, selectSearchStatements } from './repo.ts';
import { buildTestApp, createTestUser, type TestApp } from '#server/test-utils/test-app.ts';

/**
 * A text search's match count (X-Total-Count): read from the listing sample first, as any count
 * the sample holds (migration 0038): "10000+" when the sample alone shows more, else exact.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createTestUser(t.db, { role: 'owner' });
  // 40,000 "harbour" flats, 20 of them "lighthouse" ones and 9,000 "quay" ones too; 400 by the "pier".
  await t.db.execute(sql`
    insert into apartments (title_en, title_ar, description_en, description_ar, price, location_en, location_ar, area, owner_id)
    select case when g % 2000 = 0 then 'Lighthouse harbour flat ' when g <= 9000 then 'Quay harbour flat ' else 'Harbour flat ' end || g,
      'شقة ' || g, 'A generated listing for the count test.', 'إعلان مولد لاختبار العدد.', 500000 + g,
      case when g % 100 = 50 then 'Basra pier' else 'Basra' end, 'البصرة', 100, ${owner.id}
    from generate_series(1, 40000) as g`);
  await t.db.execute(sql`analyze apartments`);
}, 60_000);
afterAll(() => t.close());

async function search(query: string) {
  const response = await t.app.inject(`/api/apartments?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { total: response.headers['x-total-count'], listings: response.json() as { id: number; title_en: string }[] };
}

/** The listings of the pages from `first` on, following each one's next link, until `most` are seen; each says `total`. */
async function idsPageByPage(first: string, total: string, most = Number.POSITIVE_INFINITY): Promise<number[]> {
  const seen: number[] = [];
  let next: string | undefined = first;
  while (next && seen.length < most) {
    const response: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject(next);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-count']).toBe(total);
    seen.push(...(response.json() as { id: number }[]).map((listing) => listing.id));
    next = /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link ?? ''))?.[1];
  }
  return seen;
}

/** A page that reads its matches once, counts them, and sorts its page from them (repo.ts buildReadOncePage). */
const READ_ONCE =
  /^with "matched" as \(select "id", .* from "apartments" where .* limit \$\d+\) select .*\(select count\(\*\) from "matched"\) from "matched" "apartments"/;

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

  it('reads the matches of a word the sample shows short of the cap once, counts them and sorts them, page after page in order', async () => {
    const page = (await statements('pier')).at(-1);
    expect(page).toMatch(READ_ONCE);
    const expected = await queryRows<{ id: number }>(
      t.db,
      sql`select id from apartments where location_en = 'Basra pier' order by created_at desc, id desc`,
    );
    expect(expected).toHaveLength(400);
    expect(await idsPageByPage('/api/apartments?q=pier&limit=100', '400')).toEqual(expected.map((row) => row.id));
  });

  it('finds a text with a short word by its longer words, and keeps the listings that hold it whole', async () => {
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from apartments where search_text like '%harbour flat 12%'`,
    );
    // "Harbour flat 12", 120-129, 1200-1299 and 12000-12999, whatever their first word.
    expect(n).toBe(1111);
    expect((await search('q=Harbour+Flat+12&limit=1')).total).toBe(String(n));
    const read = await statements('harbour flat 12');
    // The sample's count, then the page that counts the listings: each asks the index for two words and checks the whole text.
    expect(read).toHaveLength(2);
    for (const statement of read) {
      expect(statement.match(/\("apartments"."search_text" \|\| ''\) like/g)).toHaveLength(1);
      expect(statement.match(/"search_text" like/g)).toHaveLength(2);
    }
    // A text of short words only, or of no short word, is asked of the index whole.
    expect((await statements('12'))[0]).not.toMatch(/\|\| ''/);
    expect((await statements('harbour flat'))[0]).not.toMatch(/\|\| ''/);
  });

  it('says "10000+" for a word most listings hold, with its first page', async () => {
    const { total, listings } = await search('q=harbour&limit=3');
    expect(total).toBe('10000+');
    expect(listings).toHaveLength(3);
    expect(listings.every((listing) => /harbour flat/i.test(listing.title_en))).toBe(true);
  });

  it('is what the statements that EXPLAIN and the bench read run: the sample, then the page, which counts unless the sample showed past the cap', async () => {
    const [sampled, page, ...more] = await statements('harbour');
    expect(more).toEqual([]);
    expect(sampled).toMatch(/from "listing_sample"/);
    expect(sampled).toMatch(/"search_text" like/);
    expect(page).not.toMatch(/count\(/);
    const [, counted, ...rest] = await statements('lighthouse');
    expect(counted).toMatch(READ_ONCE);
    expect(counted).not.toMatch(/listing_sample/);
    expect(rest).toEqual([]);
  });

  it('reads a text once where no sample is read (a search of every listing, listed or not): one statement', async () => {
    const read = await selectSearchStatements(t.db, searchQuerySchema.parse({ q: 'lighthouse' }), {
      includeUnavailable: true,
    });
    expect(read.map((statement) => new PgDialect().sqlToQuery(statement).sql)).toEqual([
      expect.stringMatching(READ_ONCE),
    ]);
    const page = await findPage(t.db, searchQuerySchema.parse({ q: 'lighthouse', limit: 50 }), {
      includeUnavailable: true,
    });
    expect(page.counted).toBe(20);
    expect(page.entries).toHaveLength(20);
  });

  it('reads a word that 9,000 listings hold once too, exact on every page', async () => {
    // 8,996 "quay" flats: some 560 sampled, short of the cap's 776.
    const [sampled, page, ...more] = await statements('quay');
    expect(sampled).toMatch(/from "listing_sample"/);
    expect(page).toMatch(READ_ONCE);
    expect(more).toEqual([]);
    const expected = await queryRows<{ id: number }>(
      t.db,
      sql`select id from apartments where search_text like '%quay%' order by created_at desc, id desc limit 200`,
    );
    expect(await idsPageByPage('/api/apartments?q=quay&limit=100', '8996', 200)).toEqual(expected.map((row) => row.id));
  });

  it('reads the page again where the sample showed few but the matches were past the cap', async () => {
    const owner = await createTestUser(t.db, { role: 'owner' });
    await t.db.execute(sql`
      insert into apartments (title_en, title_ar, description_en, description_ar, price, location_en, location_ar, area, owner_id, created_at)
      select 'Wharf flat ' || g, 'شقة ' || g, 'A generated listing.', 'إعلان مولد.', 500000 + g, 'Basra', 'البصرة', 100,
        ${owner.id}, now() - (10051 - g) * interval '1 minute'
      from generate_series(1, 10050) as g`);
    // The newest are written last: the first 10,001 read in the table's order are not the newest.
    // A sample that lost them (it follows the listings' statements; here it is made to miss them).
    await t.db.execute(sql`delete from listing_sample where search_text like '%wharf%'`);
    try {
      const expected = await queryRows<{ id: number }>(
        t.db,
        sql`select id from apartments where search_text like '%wharf%' order by created_at desc, id desc limit 5`,
      );
      const { total, listings } = await search('q=wharf&limit=5');
      expect(total).toBe('10000+');
      expect(listings.map((listing) => listing.id)).toEqual(expected.map((row) => row.id));
    } finally {
      await t.db.execute(sql`delete from apartments where owner_id = ${owner.id}`);
    }
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
