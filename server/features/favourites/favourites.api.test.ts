import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { insertListing } from '../listings/test-listings.ts';

let t: TestApp;
let owner: SessionUser;
let alice: SessionUser;
let bob: SessionUser;
let asAlice: { cookie: string };
let asBob: { cookie: string };
let asOwner: { cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createTestUser(t.db, { role: 'owner' });
  alice = await createTestUser(t.db, { role: 'renter' });
  bob = await createTestUser(t.db, { role: 'renter' });
  asAlice = await sessionCookie(t.app, alice);
  asBob = await sessionCookie(t.app, bob);
  asOwner = await sessionCookie(t.app, owner);
});
afterAll(() => t.close());

const put = (id: number | string, headers?: { cookie: string }) =>
  t.app.inject({ method: 'PUT', url: `/api/favourites/${id}`, headers });
const remove = (id: number | string, headers?: { cookie: string }) =>
  t.app.inject({ method: 'DELETE', url: `/api/favourites/${id}`, headers });
async function favouriteIds(headers: { cookie: string }): Promise<number[]> {
  const response = await t.app.inject({ url: '/api/favourites', headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: number }[]).map((listing) => listing.id);
}

describe('favourites', () => {
  it('keeps a listing (204), again is a no-op, and lists the listings last kept first', async () => {
    const first = await insertListing(t.db, owner.id);
    const second = await insertListing(t.db, owner.id);
    expect((await put(first.id, asAlice)).statusCode).toBe(204);
    expect((await put(second.id, asAlice)).statusCode).toBe(204);
    expect((await put(first.id, asAlice)).statusCode).toBe(204);
    expect(await favouriteIds(asAlice)).toEqual([second.id, first.id]);
    const response = await t.app.inject({ url: '/api/favourites', headers: asAlice });
    expect(response.json()[1]).toMatchObject({ title_en: first.title_en, price: first.price, available: true });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('forgets one (204), and forgetting one not kept is 204 too', async () => {
    const listing = await insertListing(t.db, owner.id);
    await put(listing.id, asBob);
    expect((await remove(listing.id, asBob)).statusCode).toBe(204);
    expect(await favouriteIds(asBob)).not.toContain(listing.id);
    expect((await remove(listing.id, asBob)).statusCode).toBe(204);
  });

  it("never shows another user's favourites, nor lets them be removed", async () => {
    const listing = await insertListing(t.db, owner.id);
    await put(listing.id, asAlice);
    expect(await favouriteIds(asBob)).not.toContain(listing.id);
    await remove(listing.id, asBob);
    expect(await favouriteIds(asAlice)).toContain(listing.id);
  });

  it('a withdrawn favourite is listed as unavailable; a deleted one is gone', async () => {
    const withdrawn = await insertListing(t.db, owner.id);
    const deleted = await insertListing(t.db, owner.id);
    const carol = await createTestUser(t.db);
    const asCarol = await sessionCookie(t.app, carol);
    await put(withdrawn.id, asCarol);
    await put(deleted.id, asCarol);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${withdrawn.id}/availability`,
      headers: asOwner,
      payload: { available: false },
    });
    expect(patch.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/apartments/${deleted.id}`, headers: asOwner });
    expect(gone.statusCode).toBe(204);
    const response = await t.app.inject({ url: '/api/favourites', headers: asCarol });
    expect(response.json()).toEqual([expect.objectContaining({ id: withdrawn.id, available: false })]);
  });

  it('401 without a session, 404 for a missing listing or a malformed id', async () => {
    const listing = await insertListing(t.db, owner.id);
    expect((await put(listing.id)).statusCode).toBe(401);
    expect((await remove(listing.id)).statusCode).toBe(401);
    expect((await t.app.inject('/api/favourites')).statusCode).toBe(401);
    expect((await put(2_000_000_000, asAlice)).statusCode).toBe(404);
    expect((await put('01', asAlice)).statusCode).toBe(404);
    expect((await put('abc', asAlice)).statusCode).toBe(404);
  });

  it('a price drop on a favourite notifies the fan (price_drop), not the owner', async () => {
    const listing = await insertListing(t.db, owner.id, { price: 1_000_000 });
    const dave = await createTestUser(t.db);
    await put(listing.id, await sessionCookie(t.app, dave));
    const drop = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${listing.id}/price`,
      headers: asOwner,
      payload: { price: 800_000 },
    });
    expect(drop.statusCode).toBe(200);
    const received = await t.db.select().from(notifications).where(eq(notifications.apartmentId, listing.id));
    expect(received.map((n) => [n.userId, n.type])).toEqual([[dave.id, 'price_drop']]);
    expect(received[0]?.params).toMatchObject({ oldPrice: 1_000_000, newPrice: 800_000, percent: 20 });
  });
});
