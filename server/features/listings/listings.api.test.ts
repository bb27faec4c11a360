import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '#server/db/rows.ts';
import { listings, bookings, notifications } from '#server/db/schema.ts';
import {
  buildTestApp,
  createSignedInUsers,
  createTestUser,
  sessionCookie,
  type TestApp,
} from '#server/test-utils/test-app.ts';
import * as events from '../notifications/events.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { insertListings, validListing } from './test-listings.ts';

vi.mock('../notifications/events.ts', () => ({
  onListingCreated: vi.fn(async () => {}),
  onPriceChanged: vi.fn(async () => {}),
  onListingUpdated: vi.fn(async () => {}),
}));

let t: TestApp;
let admin: SessionUser;
let owner: SessionUser;
let otherOwner: SessionUser;
let renter: SessionUser;
let cookies: Record<'admin' | 'owner' | 'otherOwner' | 'renter', { cookie: string }>;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await createSignedInUsers(t, {
    admin: 'admin',
    owner: 'owner',
    otherOwner: 'owner',
    renter: 'renter',
  });
  ({ admin, owner, otherOwner, renter } = signedIn.users);
  cookies = signedIn.cookies;
});
afterAll(() => t.close());
beforeEach(() => {
  vi.mocked(events.onListingCreated).mockReset();
  vi.mocked(events.onPriceChanged).mockReset();
  vi.mocked(events.onListingUpdated).mockReset();
});

async function readListing(id: number) {
  const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
  return row;
}

function postListing(headers: { cookie: string }, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}

async function countListings(): Promise<number> {
  return t.db.$count(listings);
}

async function ownListing(overrides: Partial<typeof listings.$inferInsert> = {}): Promise<number> {
  const [id] = await insertListings(t.db, [{ ownerId: owner.id, ...overrides }]);
  return id!;
}

describe('GET /api/apartments/:id', () => {
  it('answers the listing in the spec shape', async () => {
    const id = await ownListing({ latitude: 33.3, longitude: 44.4 });
    const response = await t.app.inject(`/api/apartments/${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id, title_en: 'Bright flat near the river', price: 750_000, ownerId: owner.id });
    expect(body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body).not.toHaveProperty('search_text');
    expect(body).not.toHaveProperty('searchText');
  });

  it.each(['999999', 'abc', '-1', '1.5', '0', '99999999999'])('answers 404 for id %s, never 500', async (id) => {
    const response = await t.app.inject({ url: `/api/apartments/${id}`, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('POST /api/apartments', () => {
  it('creates a listing owned by the session user, whatever the body says', async () => {
    const response = await postListing(cookies.owner, '/api/apartments', {
      ...validListing(),
      ownerId: otherOwner.id,
      latitude: 33.31,
      longitude: 44.42,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ title_en: 'Bright flat near the river', ownerId: owner.id, rental_type: 'long' });
    const row = await readListing(body.id);
    expect(row).toMatchObject({ ownerId: owner.id, price: 750_000, latitude: 33.31, amenities: ['wifi', 'ac'] });
    expect(events.onListingCreated).toHaveBeenCalledWith(expect.anything(), body.id);
  });

  it('stores no rental type for a sale or a land, and the schema defaults for omitted fields', async () => {
    const { amenities: _a, images: _i, bedrooms: _b, bathrooms: _c, ...required } = validListing();
    const response = await postListing(cookies.admin, '/api/apartments', {
      ...required,
      listing_type: 'sale',
      rental_type: 'short',
      payment_type: 'credit',
      payment_years: 15,
    });
    expect(response.statusCode).toBe(201);
    const row = await readListing(response.json().id);
    expect(row).toMatchObject({
      ownerId: admin.id,
      listing_type: 'sale',
      rental_type: null,
      payment_type: 'credit',
      payment_years: 15,
      down_payment_percentage: 20,
      bedrooms: 1,
      bathrooms: 1,
      amenities: [],
      images: [],
      available: true,
      latitude: null,
    });
  });

  it.each(['rent', 'land'] as const)(
    'stores a %s posted with payment type credit as paid in full',
    async (listingType) => {
      const response = await postListing(cookies.owner, '/api/apartments', {
        ...validListing(),
        listing_type: listingType,
        payment_type: 'credit',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ listing_type: listingType, payment_type: 'full' });
      expect(await readListing(response.json().id)).toMatchObject({ listing_type: listingType, payment_type: 'full' });
    },
  );

  it('refuses bad input with the spec messages per field and stores nothing', async () => {
    const before = await countListings();
    const response = await postListing(cookies.owner, '/api/apartments?lang=en', {
      ...validListing(),
      title_en: 'Flat',
      description_ar: 'قصير',
      price: -5,
      area: 0,
      bedrooms: -1,
      amenities: ['sauna'],
      images: ['http://insecure.example/a.jpg'],
      latitude: 100,
      down_payment_percentage: 101,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields).toMatchObject({
      title_en: 'Title must be at least 5 characters',
      description_ar: 'Arabic description must be at least 20 characters',
      price: 'Price must be positive',
      area: 'Area must be positive',
      bedrooms: 'Bedrooms must be 0 or more',
      'images.0': 'Please enter a valid photo URL',
    });
    expect(Object.keys(body.fields)).toEqual(
      expect.arrayContaining(['amenities.0', 'latitude', 'down_payment_percentage']),
    );
    expect(await countListings()).toBe(before);
  });

  it('refuses what the database could not store: a fractional area, U+0000 in text', async () => {
    const before = await countListings();
    const response = await postListing(cookies.owner, '/api/apartments?lang=en', {
      ...validListing(),
      area: 120.5,
      title_en: 'Nice\u0000 flat',
      images: ['https://x.example/\u0000.jpg'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      area: 'Area must be a whole number of square metres',
      title_en: 'Invalid value',
      'images.0': 'Please enter a valid photo URL',
    });
    expect(await countListings()).toBe(before);
  });

  it('answers in Arabic by default', async () => {
    const response = await postListing(cookies.owner, '/api/apartments', { ...validListing(), title_ar: 'شقة' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.title_ar).toBe('يجب أن يتكون العنوان العربي من 5 أحرف على الأقل');
  });

  it('refuses a visitor with 401 and a renter with 403', async () => {
    const before = await countListings();
    const visitor = await t.app.inject({ method: 'POST', url: '/api/apartments', payload: validListing() });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHORIZED');
    const byRenter = await postListing(cookies.renter, '/api/apartments', validListing());
    expect(byRenter.statusCode).toBe(403);
    expect(await countListings()).toBe(before);
  });

  it('creates nothing when the notification hook fails: both run in one transaction', async () => {
    vi.mocked(events.onListingCreated).mockRejectedValueOnce(new Error('notifications down'));
    const before = await countListings();
    const response = await postListing(cookies.owner, '/api/apartments', validListing());
    expect(response.statusCode).toBe(500);
    expect(await countListings()).toBe(before);
  });
});

describe('PATCH /api/apartments/:id/price', () => {
  const patchPrice = (id: number, payload: unknown, headers = cookies.owner) =>
    t.app.inject({ method: 'PATCH', url: `/api/apartments/${id}/price?lang=en`, headers, payload: payload as object });

  it('changes the price and tells the notifications with the old and new price', async () => {
    const id = await ownListing({ price: 1_000_000 });
    const response = await patchPrice(id, { price: 900_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, price: 900_000 });
    expect((await readListing(id))?.price).toBe(900_000);
    expect(events.onPriceChanged).toHaveBeenCalledWith(expect.anything(), id, 1_000_000, 900_000);
  });

  it('sends no notification when the price stays the same', async () => {
    const id = await ownListing({ price: 1_000_000 });
    expect((await patchPrice(id, { price: 1_000_000 })).statusCode).toBe(200);
    expect(events.onPriceChanged).not.toHaveBeenCalled();
  });

  it.each([0, -1, 1.5, '900000', null])('refuses %j with "Please enter a valid price"', async (price) => {
    const id = await ownListing({ price: 1_000_000 });
    const response = await patchPrice(id, { price });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please enter a valid price',
      fields: { price: 'Please enter a valid price' },
    });
    expect((await readListing(id))?.price).toBe(1_000_000);
  });

  it('keeps the old price when the notification hook fails', async () => {
    vi.mocked(events.onPriceChanged).mockRejectedValueOnce(new Error('notifications down'));
    const id = await ownListing({ price: 1_000_000 });
    expect((await patchPrice(id, { price: 800_000 })).statusCode).toBe(500);
    expect((await readListing(id))?.price).toBe(1_000_000);
  });

  it('lets an admin change any listing', async () => {
    const id = await ownListing({ price: 1_000_000 });
    expect((await patchPrice(id, { price: 1_200_000 }, cookies.admin)).statusCode).toBe(200);
    expect((await readListing(id))?.price).toBe(1_200_000);
  });
});

describe('PATCH availability, photos and details', () => {
  it('changes availability and tells the notifications', async () => {
    const id = await ownListing();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${id}/availability`,
      headers: cookies.owner,
      payload: { available: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().available).toBe(false);
    expect((await readListing(id))?.available).toBe(false);
    expect(events.onListingUpdated).toHaveBeenCalledWith(expect.anything(), id, 'availability');
  });

  it('refuses a non-boolean availability', async () => {
    const id = await ownListing();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${id}/availability`,
      headers: cookies.owner,
      payload: { available: 'no' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['available']);
    expect((await readListing(id))?.available).toBe(true);
  });

  it('replaces the photos with https URLs and stored uploads', async () => {
    const id = await ownListing();
    const photos = ['https://cdn.example/1.jpg', '/uploads/0123456789abcdef01234567-1600.webp'];
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${id}/photos`,
      headers: cookies.owner,
      payload: { photos },
    });
    expect(response.statusCode).toBe(200);
    expect((await readListing(id))?.images).toEqual(photos);
  });

  it.each(['', 'javascript:alert(1)', 'http://cdn.example/1.jpg', '/uploads/../secret'])(
    'refuses the photo URL %j',
    async (url) => {
      const id = await ownListing();
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/apartments/${id}/photos?lang=en`,
        headers: cookies.owner,
        payload: { photos: ['https://cdn.example/ok.jpg', url] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ 'photos.1': 'Please enter a valid photo URL' });
      expect((await readListing(id))?.images).toEqual(['https://images.example/flat.jpg']);
    },
  );

  it('changes the details and tells the notifications', async () => {
    const id = await ownListing();
    const details = {
      title_en: 'Renovated flat in Mansour',
      title_ar: 'شقة مجددة في المنصور',
      location_en: 'Mansour, Baghdad',
      location_ar: 'المنصور، بغداد',
      bedrooms: 3,
      bathrooms: 2,
    };
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${id}/details`,
      headers: cookies.owner,
      payload: details,
    });
    expect(response.statusCode).toBe(200);
    expect(await readListing(id)).toMatchObject(details);
    expect(events.onListingUpdated).toHaveBeenCalledWith(expect.anything(), id, 'details');
    // The place the database keeps for the city filter follows the new location.
    const [row] = await t.db.select({ city: listings.city }).from(listings).where(eq(listings.id, id));
    expect(row?.city).toBe('mansour');
  });

  it('refuses bad details with field messages', async () => {
    const id = await ownListing();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${id}/details?lang=en`,
      headers: cookies.owner,
      payload: { title_en: 'Flat', title_ar: 'شقة جميلة جدا', location_en: 'B', location_ar: 'بغداد', bedrooms: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      title_en: 'Title must be at least 5 characters',
      location_en: 'This field is required',
      bedrooms: 'Bedrooms must be 0 or more',
      bathrooms: 'This field is required',
    });
    expect((await readListing(id))?.title_en).toBe('Bright flat near the river');
  });
});

describe('DELETE /api/apartments/:id', () => {
  it('deletes the listing with its bookings and keeps its notifications, unlinked', async () => {
    const id = await ownListing();
    await t.db.insert(bookings).values({
      apartment_id: id,
      userId: renter.id,
      name: 'Sara',
      email: 'sara@example.iq',
      phone: '+9647701234567',
      check_in: '2030-01-01',
      check_out: '2030-01-05',
    });
    const [notification] = await t.db
      .insert(notifications)
      .values({
        userId: renter.id,
        type: 'other',
        title: { en: 'x', ar: 'x', ku: 'x' },
        message: { en: 'x', ar: 'x', ku: 'x' },
        apartmentId: id,
      })
      .returning({ id: notifications.id });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/apartments/${id}`, headers: cookies.owner });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await readListing(id)).toBeUndefined();
    expect(await t.db.$count(bookings, eq(bookings.apartment_id, id))).toBe(0);
    const [kept] = await t.db.select().from(notifications).where(eq(notifications.id, notification!.id));
    expect(kept?.apartmentId).toBeNull();
  });

  it("lets an admin delete another user's listing", async () => {
    const id = await ownListing();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/apartments/${id}`, headers: cookies.admin })).statusCode,
    ).toBe(204);
    expect(await readListing(id)).toBeUndefined();
  });
});

describe('permissions of the listing edits', () => {
  const edits = [
    { method: 'PATCH', path: 'price', payload: { price: 5 } },
    { method: 'PATCH', path: 'availability', payload: { available: false } },
    { method: 'PATCH', path: 'photos', payload: { photos: [] } },
    {
      method: 'PATCH',
      path: 'details',
      payload: {
        title_en: 'Changed title',
        title_ar: 'عنوان متغير',
        location_en: 'Basra',
        location_ar: 'البصرة',
        bedrooms: 9,
        bathrooms: 9,
      },
    },
    { method: 'DELETE', path: '', payload: undefined },
  ] as const;

  describe.each(edits)('$method /api/apartments/:id/$path', ({ method, path, payload }) => {
    const url = (id: number | string) => `/api/apartments/${id}${path ? `/${path}` : ''}`;
    const send = (id: number | string, headers?: { cookie: string }) =>
      t.app.inject({ method, url: url(id), ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

    it('answers 401 to a visitor, 403 to a renter and to another owner, and changes nothing', async () => {
      const id = await ownListing({ price: 1_000_000 });
      const before = await readListing(id);
      const visitor = await send(id);
      expect(visitor.statusCode).toBe(401);
      expect((await send(id, cookies.renter)).statusCode).toBe(403);
      const byOther = await send(id, cookies.otherOwner);
      expect(byOther.statusCode).toBe(403);
      expect(byOther.json().code).toBe('FORBIDDEN');
      expect(await readListing(id)).toEqual(before);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect((await send(2_000_000_000, cookies.admin)).statusCode).toBe(404);
      expect((await send('nope', cookies.admin)).statusCode).toBe(404);
    });
  });
});

describe('GET /api/myproperties', () => {
  it("lists all of the caller's own listings, available or not, newest first", async () => {
    const fresh = await createTestUser(t.db, { role: 'owner' });
    const [older, hidden, newer] = await insertListings(t.db, [
      { ownerId: fresh.id, createdAt: new Date('2026-01-01T00:00:00Z') },
      { ownerId: fresh.id, available: false, createdAt: new Date('2026-02-01T00:00:00Z') },
      { ownerId: fresh.id, createdAt: new Date('2026-03-01T00:00:00Z') },
    ]);
    await insertListings(t.db, [{ ownerId: otherOwner.id }]);
    const response = await t.app.inject({ url: '/api/myproperties', headers: await sessionCookie(t.app, fresh) });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((a: { id: number }) => a.id)).toEqual([newer, hidden, older]);
  });

  it('works for an admin (their own listings) and refuses a visitor and a renter', async () => {
    const mine = await insertListings(t.db, [{ ownerId: admin.id }]);
    const byAdmin = await t.app.inject({ url: '/api/myproperties', headers: cookies.admin });
    expect(byAdmin.statusCode).toBe(200);
    const ids = byAdmin.json().map((a: { id: number; ownerId: number }) => a.id);
    expect(ids).toContain(mine[0]);
    expect(byAdmin.json().every((a: { ownerId: number }) => a.ownerId === admin.id)).toBe(true);
    expect((await t.app.inject('/api/myproperties')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/myproperties', headers: cookies.renter })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts everything for an admin and only their own for an owner', async () => {
    const statsOwner = await createTestUser(t.db, { role: 'owner' });
    const [mine, alsoMine] = await insertListings(t.db, [{ ownerId: statsOwner.id }, { ownerId: statsOwner.id }]);
    const [theirs] = await insertListings(t.db, [{ ownerId: otherOwner.id }]);
    const booking = {
      userId: renter.id,
      name: 'Ali',
      email: 'ali@example.iq',
      phone: '07701234567',
      check_in: '2030-01-01',
      check_out: '2030-01-02',
    };
    await t.db.insert(bookings).values([
      { ...booking, apartment_id: mine!, status: 'pending' },
      { ...booking, apartment_id: mine!, status: 'confirmed' },
      { ...booking, apartment_id: alsoMine!, status: 'declined' },
      { ...booking, apartment_id: theirs!, status: 'pending' },
    ]);

    const byOwner = await t.app.inject({ url: '/api/admin/stats', headers: await sessionCookie(t.app, statsOwner) });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toEqual({ totalApartments: 2, totalBookings: 3, pendingBookings: 1, confirmedBookings: 1 });

    const [expected] = await queryRows<{ a: number; b: number; p: number; c: number }>(
      t.db,
      sql`select (select count(*) from apartments)::int as a, (select count(*) from bookings)::int as b,
        (select count(*) from bookings where status = 'pending')::int as p,
        (select count(*) from bookings where status = 'confirmed')::int as c`,
    );
    const byAdmin = await t.app.inject({ url: '/api/admin/stats', headers: cookies.admin });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toEqual({
      totalApartments: expected!.a,
      totalBookings: expected!.b,
      pendingBookings: expected!.p,
      confirmedBookings: expected!.c,
    });
  });

  it('refuses a visitor with 401 and a renter with 403', async () => {
    expect((await t.app.inject('/api/admin/stats')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/stats', headers: cookies.renter })).statusCode).toBe(403);
  });
});

describe('GET /api/cities', () => {
  it('answers the 20 places with names in the three languages', async () => {
    const response = await t.app.inject('/api/cities');
    expect(response.statusCode).toBe(200);
    const cities = response.json();
    expect(cities).toHaveLength(20);
    expect(cities[0]).toEqual({
      id: 'baghdad',
      name_en: 'Baghdad',
      name_ar: 'بغداد',
      name_ku: 'بەغدا',
      lat: 33.3152,
      lng: 44.3661,
      isDistrict: false,
    });
    expect(cities.find((c: { id: string }) => c.id === 'karrada').isDistrict).toBe(true);
  });
});
