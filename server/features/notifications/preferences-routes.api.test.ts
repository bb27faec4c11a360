import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREFERENCES_PER_USER } from '#common/notification-preferences.ts';
import { notificationPreferences } from '#server/db/schema.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';

let t: TestApp;
let alice: SessionUser;
let aliceCookie: { cookie: string };
let bobCookie: { cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createTestUser(t.db);
  aliceCookie = await sessionCookie(t.app, alice);
  bobCookie = await sessionCookie(t.app, await createTestUser(t.db));
});
afterAll(() => t.close());

const PATH = '/api/notification-preferences';

const SEARCH = {
  listingType: 'rent',
  rentalType: 'long',
  minPrice: 500_000,
  maxPrice: 1_500_000,
  minBedrooms: 2,
  maxBedrooms: 4,
  minBathrooms: 1,
  maxBathrooms: 3,
  location: 'erbil',
  propertyType: 'villa',
  minArea: 100,
  maxArea: 300,
  furnished: true,
  amenities: ['garden', 'parking'],
  q: 'pool',
  bbox: '43.90000,36.10000,44.10000,36.30000',
  enabled: true,
  notifyPriceDrops: 'all',
  notifyNewListings: 'none',
  emailFrequency: 'weekly',
};

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, headers: { cookie: string } | undefined, body?: unknown) {
  return t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

async function storedFor(userId: number) {
  return t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

describe('POST /api/notification-preferences', () => {
  it('creates a saved search for the signed-in user', async () => {
    const response = await send('POST', PATH, aliceCookie, SEARCH);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ ...SEARCH, userId: alice.id });
    expect(Object.keys(body).sort()).toEqual([...Object.keys(SEARCH), 'id', 'userId', 'createdAt', 'updatedAt'].sort());
    const [stored] = (await storedFor(alice.id)).filter((p) => p.id === body.id);
    expect(stored).toMatchObject(SEARCH);
  });

  it('fills the defaults: any criteria, enabled, notify about everything', async () => {
    const user = await createTestUser(t.db);
    const response = await send('POST', PATH, await sessionCookie(t.app, user), {});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      listingType: null,
      rentalType: null,
      minPrice: null,
      maxPrice: null,
      location: null,
      propertyType: null,
      minArea: null,
      maxArea: null,
      furnished: false,
      amenities: [],
      q: null,
      bbox: null,
      enabled: true,
      notifyPriceDrops: 'all',
      notifyNewListings: 'all',
      emailFrequency: 'daily',
    });
  });

  it('keeps the search text trimmed, an empty one as none, and the map area in the search form', async () => {
    const response = await send('POST', PATH, aliceCookie, { q: '  ', bbox: '43.9,36.1,44.1,36.3' });
    expect(response.json()).toMatchObject({ q: null, bbox: '43.90000,36.10000,44.10000,36.30000' });
    const trimmed = await send('POST', PATH, aliceCookie, { q: '  garden view ' });
    expect(trimmed.json()).toMatchObject({ q: 'garden view' });
  });

  it('stores no rental type for a sale search', async () => {
    const response = await send('POST', PATH, aliceCookie, { listingType: 'sale', rentalType: 'short' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ listingType: 'sale', rentalType: null });
  });

  it.each([
    [{ minPrice: 2_000_000, maxPrice: 1_000_000 }, 'maxPrice', 'The maximum must not be less than the minimum'],
    [{ minBedrooms: 5, maxBedrooms: 2 }, 'maxBedrooms', 'The maximum must not be less than the minimum'],
    [{ minBathrooms: 3, maxBathrooms: 1 }, 'maxBathrooms', 'The maximum must not be less than the minimum'],
    [{ minPrice: -1 }, 'minPrice', 'Must be 0 or more'],
    [{ maxBedrooms: 1.5 }, 'maxBedrooms', 'Invalid value'],
    [{ maxPrice: '1000' }, 'maxPrice', 'Invalid value'],
    [{ listingType: 'castle' }, 'listingType', 'Invalid value'],
    [{ rentalType: 'weekly' }, 'rentalType', 'Invalid value'],
    [{ notifyPriceDrops: 'some' }, 'notifyPriceDrops', 'Invalid value'],
    [{ location: 'london' }, 'location', 'Invalid value'],
    [{ enabled: 'yes' }, 'enabled', 'Invalid value'],
    [{ emailFrequency: 'hourly' }, 'emailFrequency', 'Invalid value'],
    [{ minArea: 300, maxArea: 100 }, 'maxArea', 'The maximum must not be less than the minimum'],
    [{ minArea: '100' }, 'minArea', 'Invalid value'],
    [{ maxArea: 20_000_000 }, 'maxArea', 'Invalid value'],
    [{ propertyType: 'castle' }, 'propertyType', 'Invalid value'],
    [{ furnished: 'yes' }, 'furnished', 'Invalid value'],
    [{ amenities: ['wifi', 'sauna'] }, 'amenities.1', 'Invalid value'],
    [{ amenities: 'wifi' }, 'amenities', 'Invalid value'],
    [{ q: 'x'.repeat(101) }, 'q', 'Invalid value'],
    [{ bbox: '30,20,60,40' }, 'bbox', 'Invalid value'],
  ])('refuses %o with a message on %s', async (body, field, message) => {
    const user = await createTestUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `${PATH}?lang=en`,
      headers: await sessionCookie(t.app, user),
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    expect(await storedFor(user.id)).toEqual([]);
  });

  it(`refuses more than ${MAX_PREFERENCES_PER_USER} per user with 409 and a message`, async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookie(t.app, user);
    await t.db
      .insert(notificationPreferences)
      .values(Array.from({ length: MAX_PREFERENCES_PER_USER - 1 }, () => ({ userId: user.id })));
    expect((await send('POST', PATH, cookie, {})).statusCode).toBe(201);
    const response = await t.app.inject({ method: 'POST', url: `${PATH}?lang=en`, headers: cookie, payload: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'You can save at most 20 notification preferences',
    });
    expect(await storedFor(user.id)).toHaveLength(MAX_PREFERENCES_PER_USER);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = (await t.db.select().from(notificationPreferences)).length;
    expect((await send('POST', PATH, undefined, SEARCH)).statusCode).toBe(401);
    expect(await t.db.select().from(notificationPreferences)).toHaveLength(before);
  });
});

describe('GET /api/notification-preferences', () => {
  it("lists only the user's own", async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookie(t.app, user);
    const first = (await send('POST', PATH, cookie, { location: 'basra' })).json();
    const second = (await send('POST', PATH, cookie, { listingType: 'land' })).json();
    await send('POST', PATH, bobCookie, {});
    const response = await t.app.inject({ url: PATH, headers: cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((p: { id: number }) => p.id)).toEqual([first.id, second.id]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject(PATH)).statusCode).toBe(401);
  });
});

describe('PUT /api/notification-preferences/:id', () => {
  it('replaces the own saved search', async () => {
    const created = (await send('POST', PATH, aliceCookie, SEARCH)).json();
    const response = await send('PUT', `${PATH}/${created.id}`, aliceCookie, { listingType: 'sale', enabled: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, listingType: 'sale', location: null, enabled: false });
    const [stored] = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.id, created.id));
    expect(stored).toMatchObject({ listingType: 'sale', minPrice: null, enabled: false });
    expect(stored!.updatedAt.getTime()).toBeGreaterThanOrEqual(stored!.createdAt.getTime());
  });

  it("refuses someone else's with 404 and leaves it unchanged", async () => {
    const created = (await send('POST', PATH, aliceCookie, SEARCH)).json();
    const response = await send('PUT', `${PATH}/${created.id}`, bobCookie, { enabled: false });
    expect(response.statusCode).toBe(404);
    const [stored] = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.id, created.id));
    expect(stored?.enabled).toBe(true);
  });

  it('validates like POST, answers 404 for a malformed id and 401 without a session', async () => {
    const created = (await send('POST', PATH, aliceCookie, SEARCH)).json();
    const invalid = await send('PUT', `${PATH}/${created.id}`, aliceCookie, { minPrice: 10, maxPrice: 5 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toHaveProperty('maxPrice');
    expect((await send('PUT', `${PATH}/abc`, aliceCookie, {})).statusCode).toBe(404);
    expect((await send('PUT', `${PATH}/${created.id}`, undefined, {})).statusCode).toBe(401);
    const [stored] = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.id, created.id));
    expect(stored).toMatchObject(SEARCH);
  });
});

describe('DELETE /api/notification-preferences/:id', () => {
  it('deletes the own saved search', async () => {
    const created = (await send('POST', PATH, aliceCookie, SEARCH)).json();
    const response = await send('DELETE', `${PATH}/${created.id}`, aliceCookie);
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.id, created.id))).toEqual(
      [],
    );
  });

  it("refuses someone else's with 404, a malformed id with 404, no session with 401", async () => {
    const created = (await send('POST', PATH, aliceCookie, SEARCH)).json();
    expect((await send('DELETE', `${PATH}/${created.id}`, bobCookie)).statusCode).toBe(404);
    expect((await send('DELETE', `${PATH}/-3`, aliceCookie)).statusCode).toBe(404);
    expect((await send('DELETE', `${PATH}/${created.id}`, undefined)).statusCode).toBe(401);
    expect(
      await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.id, created.id)),
    ).toHaveLength(1);
  });
});
