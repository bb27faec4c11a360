import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listings, users } from '#server/db/schema.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { insertListing } from './test-listings.ts';

let t: TestApp;
let owner: SessionUser;
let listingId: number;
const LIST = '/api/apartments?listingType=rent&rentalType=long';

async function titles(url = LIST, headers: Record<string, string> = {}): Promise<string[]> {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ title_en: string }[]>().map((a) => a.title_en);
}

/** The owner changes the listing's price through the API, which clears the kept pages before it answers. */
async function changePrice(price: number) {
  const changed = await t.app.inject({
    method: 'PATCH',
    url: `/api/apartments/${listingId}/price`,
    headers: { ...(await sessionCookie(t.app, owner)), 'content-type': 'application/json' },
    payload: { price },
  });
  expect(changed.statusCode).toBe(200);
}

beforeEach(async () => {
  // A time to live far longer than any test: only an announced change may refresh a page.
  t = await buildTestApp({ env: { SEARCH_CACHE_SECONDS: '300' } });
  owner = await createTestUser(t.db, { role: 'owner' });
  listingId = (await insertListing(t.db, owner.id, { title_en: 'Flat by the river', price: 900_000 })).id;
});

afterEach(() => t.close());

describe('public search pages kept in memory', () => {
  it('answers a repeated search from memory, whatever the order of its parameters', async () => {
    expect(await titles()).toEqual(['Flat by the river']);
    // Without the trigger the database announces nothing, so a changed row stays unseen.
    await t.db.execute(sql`drop trigger apartments_changed on apartments`);
    await t.db.update(listings).set({ title_en: 'Renamed quietly' });
    expect(await titles()).toEqual(['Flat by the river']);
    expect(await titles('/api/apartments?rentalType=long&listingType=rent')).toEqual(['Flat by the river']);
    // Another search is another page.
    expect(await titles('/api/apartments?listingType=rent')).toEqual(['Renamed quietly']);
  });

  it('shows a change made through the API in the very next answer', async () => {
    expect(await titles()).toEqual(['Flat by the river']);
    // The database's announcement may come later than the client's next request (PostgreSQL
    // sends it on another connection): without it, the answer must still be fresh.
    await t.db.execute(sql`drop trigger apartments_changed on apartments`);
    await changePrice(800_000);
    const [listing] = (await t.app.inject({ url: LIST })).json<{ price: number }[]>();
    expect(listing?.price).toBe(800_000);
  });

  it('shows a change made outside this process once the database announces it', async () => {
    expect(await titles()).toEqual(['Flat by the river']);
    await insertListing(t.db, owner.id, { title_en: 'Added by another process' });
    await vi.waitFor(async () => expect(await titles()).toEqual(['Added by another process', 'Flat by the river']), {
      timeout: 2_000,
    });
  });

  it('never keeps an answer that depends on who asks', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' });
    await insertListing(t.db, owner.id, { title_en: 'Hidden flat', available: false });
    await vi.waitFor(async () => expect(await titles()).toEqual(['Flat by the river']));
    const all = `${LIST}&available=all`;
    expect(await titles(all, await sessionCookie(t.app, admin))).toEqual(['Hidden flat', 'Flat by the river']);
    expect((await t.app.inject({ url: all })).statusCode).toBe(401);
    expect(await titles()).toEqual(['Flat by the river']);
  });

  it('forgets a listing whose owner is suspended outside this process (the owner flags reach the listings)', async () => {
    expect(await titles()).toEqual(['Flat by the river']);
    await t.db.update(users).set({ suspended: true }).where(eq(users.id, owner.id));
    await vi.waitFor(async () => expect(await titles()).toEqual([]), { timeout: 2_000 });
    await t.db.update(users).set({ suspended: false }).where(eq(users.id, owner.id));
    await vi.waitFor(async () => expect(await titles()).toEqual(['Flat by the river']), { timeout: 2_000 });
  });
});

describe('match counts kept with the pages', () => {
  async function answer(url: string) {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    return {
      titles: response.json<{ title_en: string }[]>().map((a) => a.title_en),
      total: response.headers['x-total-count'],
    };
  }

  it('counts a search once for its other sorts and pages, until a listing changes', async () => {
    expect(await answer(LIST)).toEqual({ titles: ['Flat by the river'], total: '1' });
    // A listing added without the announcement: the next sort's page is computed anew and shows
    // it, while its count is the one the same filters were counted with a moment ago.
    await t.db.execute(sql`drop trigger apartments_changed on apartments`);
    await insertListing(t.db, owner.id, { title_en: 'Cheaper flat', price: 500_000 });
    expect(await answer(`${LIST}&sort=price_asc`)).toEqual({
      titles: ['Cheaper flat', 'Flat by the river'],
      total: '1',
    });
    // Other filters are counted for themselves.
    expect((await answer(`${LIST}&maxPrice=600000`)).total).toBe('1');
    expect((await answer('/api/apartments?listingType=rent')).total).toBe('2');
    // A change through the API forgets the counts with the pages.
    await changePrice(800_000);
    expect(await answer(`${LIST}&sort=price_desc`)).toEqual({
      titles: ['Flat by the river', 'Cheaper flat'],
      total: '2',
    });
  });

  it('counts every answer when nothing is kept (SEARCH_CACHE_SECONDS=0)', async () => {
    await t.close();
    t = await buildTestApp({ env: { SEARCH_CACHE_SECONDS: '0' } });
    owner = await createTestUser(t.db, { role: 'owner' });
    await insertListing(t.db, owner.id, { title_en: 'Flat by the river' });
    expect((await answer(LIST)).total).toBe('1');
    await t.db.execute(sql`drop trigger apartments_changed on apartments`);
    await insertListing(t.db, owner.id, { title_en: 'Cheaper flat', price: 500_000 });
    expect((await answer(`${LIST}&sort=price_asc`)).total).toBe('2');
  });
});
