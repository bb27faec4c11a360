import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORTS } from '#common/listings.ts';
import { buildTestApp, createTestUser, type TestApp } from '#server/test-utils/test-app.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { insertListings } from './test-listings.ts';

/** Sorting (each sort's order, its cursor across pages) and the match count (X-Total-Count and its cap). */
let t: TestApp;
let seller: SessionUser;
let bulkOwner: SessionUser;
interface Row {
  id: number;
  price: number;
  area: number;
  createdAt: string;
}
let seeded: Row[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createTestUser(t.db, { role: 'owner' });
  bulkOwner = await createTestUser(t.db, { role: 'owner' });
  // Ties on price and on area, so that every sort needs its id tiebreak to page without gaps.
  const prices = [900_000, 1_500_000, 900_000, 3_000_000, 450_000, 1_500_000, 2_200_000, 900_000, 700_000];
  const areas = [120, 300, 80, 120, 60, 300, 150, 95, 120];
  await insertListings(
    t.db,
    prices.map((price, i) => ({
      ownerId: seller.id,
      price,
      area: areas[i]!,
      createdAt: new Date(Date.UTC(2026, 2, 1 + (i % 4))),
    })),
  );
  seeded = await readAll(`/api/apartments?ownerId=${seller.id}&limit=100`);
  // 10,001 listings of one owner, priced 1 … 10,001: one more than the count's cap.
  await t.db.execute(sql`
    insert into apartments (title_en, title_ar, description_en, description_ar, price, location_en, location_ar, area, owner_id)
    select 'Bulk flat ' || g, 'شقة ' || g, 'A generated listing for the count test.', 'إعلان مولد لاختبار العدد.',
      g, 'Basra', 'البصرة', 100, ${bulkOwner.id}
    from generate_series(1, 10001) as g`);
}, 60_000);
afterAll(() => t.close());

function nextUrl(link: unknown): string | undefined {
  if (link === undefined) return undefined;
  const match = String(link).match(/^<([^>]+)>; rel="next"$/);
  if (!match) throw new Error(`no next link in ${String(link)}`);
  return match[1];
}

async function readAll(first: string): Promise<Row[]> {
  const rows: Row[] = [];
  let url: string | undefined = first;
  while (url) {
    const response = await t.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    rows.push(...(response.json() as Row[]));
    url = nextUrl(response.headers.link);
  }
  return rows;
}

const byKeys =
  (...keys: ((row: Row) => number | string)[]) =>
  (a: Row, b: Row) => {
    for (const key of keys) {
      const [x, y] = [key(a), key(b)];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
const EXPECTED_ORDER: Record<(typeof SORTS)[number], (a: Row, b: Row) => number> = {
  newest: byKeys(
    (r) => -Date.parse(r.createdAt),
    (r) => -r.id,
  ),
  price_asc: byKeys(
    (r) => r.price,
    (r) => r.id,
  ),
  price_desc: byKeys(
    (r) => -r.price,
    (r) => -r.id,
  ),
  area_desc: byKeys(
    (r) => -r.area,
    (r) => -r.id,
  ),
};

describe('sort', () => {
  it.each(SORTS)('sort=%s orders the listings by its key, ties by id', async (sort) => {
    const rows = await readAll(`/api/apartments?ownerId=${seller.id}&sort=${sort}&limit=100`);
    expect(rows.map((r) => r.id)).toEqual([...seeded].sort(EXPECTED_ORDER[sort]).map((r) => r.id));
  });

  it.each(SORTS)('sort=%s pages by cursor (2 a page) to the same order, each listing once', async (sort) => {
    const whole = await readAll(`/api/apartments?ownerId=${seller.id}&sort=${sort}&limit=100`);
    const paged = await readAll(`/api/apartments?ownerId=${seller.id}&sort=${sort}&limit=2`);
    expect(paged.map((r) => r.id)).toEqual(whole.map((r) => r.id));
  });

  it('largest area first: 300, 300, 150, …', async () => {
    const rows = await readAll(`/api/apartments?ownerId=${seller.id}&sort=area_desc&limit=3`);
    expect(rows.slice(0, 3).map((r) => r.area)).toEqual([300, 300, 150]);
  });

  it('refuses an area cursor whose key is not an area', async () => {
    const cursor = Buffer.from(JSON.stringify({ sort: 'area_desc', key: '99999999999', id: 1 })).toString('base64url');
    const response = await t.app.inject(`/api/apartments?sort=area_desc&cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ cursor: expect.any(String) });
  });
});

describe('X-Total-Count', () => {
  it('counts every match, on the first page and on the next ones', async () => {
    const first = await t.app.inject(`/api/apartments?ownerId=${seller.id}&limit=2`);
    expect(first.headers['x-total-count']).toBe('9');
    const second = await t.app.inject(nextUrl(first.headers.link)!);
    expect(second.headers['x-total-count']).toBe('9');
    const cheap = await t.app.inject(`/api/apartments?ownerId=${seller.id}&maxPrice=900000`);
    expect(cheap.headers['x-total-count']).toBe('5');
  });

  it('says 0 when nothing matches', async () => {
    const none = await t.app.inject(`/api/apartments?ownerId=${seller.id}&minPrice=999999999`);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('still counts on a page past the last match (its listings went after the cursor was made)', async () => {
    const leaver = await createTestUser(t.db, { role: 'owner' });
    const ids = await insertListings(
      t.db,
      [0, 1, 2].map(() => ({ ownerId: leaver.id })),
    );
    const first = await t.app.inject(`/api/apartments?ownerId=${leaver.id}&limit=2`);
    expect(first.headers['x-total-count']).toBe('3');
    const shown = (first.json() as { id: number }[]).map((row) => row.id);
    const rest = ids.filter((id) => !shown.includes(id));
    await t.db.execute(sql`delete from apartments where id = ${rest[0]!}`);
    const past = await t.app.inject(nextUrl(first.headers.link)!);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('2');
  });

  it('is exact at 10,000 and "10000+" above', async () => {
    const exact = await t.app.inject(`/api/apartments?ownerId=${bulkOwner.id}&minPrice=2&limit=1`);
    expect(exact.headers['x-total-count']).toBe('10000');
    const capped = await t.app.inject(`/api/apartments?ownerId=${bulkOwner.id}&limit=1`);
    expect(capped.headers['x-total-count']).toBe('10000+');
    expect(capped.json()).toHaveLength(1);
  });
});
