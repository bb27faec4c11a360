import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listings, bookings, contactMessages, notificationPreferences, users } from '../db/schema.ts';
import { NEW_LISTING } from './access-matrix.ts';
import { bookingBody, buildRoutedApp, createWorld, freshIp, insertBooking, insertListing } from './harness.ts';

/**
 * Field-level access control: a body that sets ownerId, userId, role, status, available or id
 * where the caller may not is ignored (the stored row says what the server decided) or refused.
 */
const t = await buildRoutedApp();
const world = await createWorld(t);
afterAll(() => t.close());

const FORGED = {
  id: 424_242,
  ownerId: world.users.admin.id,
  userId: world.users.admin.id,
  createdAt: '2000-01-01T00:00:00Z',
};

describe('forged fields are ignored', () => {
  it('register: no id, no admin role', async () => {
    const email = `mass-${Date.now()}@test.iq`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: freshIp(),
      payload: { email, password: 'a-long-password', firstName: 'M', lastName: 'A', ...FORGED },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.id).not.toBe(FORGED.id);
    expect(row!.role).toBe('renter');
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
  });

  it('booking: always pending, always the caller’s, never the forged id', async () => {
    const listing = await insertListing(t.db, world.users.owner.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: world.headers('renter'),
      payload: { ...bookingBody(listing.id), ...FORGED, status: 'confirmed' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, response.json().id));
    expect(row).toMatchObject({ status: 'pending', userId: world.users.renter.id });
    expect(row!.id).not.toBe(FORGED.id);
  });

  it('booking status change: only the status moves', async () => {
    const listing = await insertListing(t.db, world.users.owner.id);
    const other = await insertListing(t.db, world.users.otherOwner.id);
    const booking = await insertBooking(t.db, listing.id, world.users.renter.id);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      headers: world.headers('owner'),
      payload: { status: 'confirmed', apartment_id: other.id, ...FORGED, check_in: '2030-01-01' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      status: 'confirmed',
      apartment_id: listing.id,
      userId: world.users.renter.id,
      check_in: booking.check_in,
    });
  });

  it('new listing: owned by the caller whatever ownerId says', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apartments',
      headers: world.headers('owner'),
      payload: { ...NEW_LISTING, ...FORGED },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, response.json().id));
    expect(row!.ownerId).toBe(world.users.owner.id);
    expect(row!.id).not.toBe(FORGED.id);
  });

  it('listing edits: each change moves its own field only (no owner, availability or price by the back door)', async () => {
    const listing = await insertListing(t.db, world.users.owner.id);
    const edits = [
      { path: 'price', payload: { price: 640_000, available: false } },
      { path: 'availability', payload: { available: true, price: 1 } },
      { path: 'photos', payload: { photos: [], price: 1, available: false } },
      {
        path: 'details',
        payload: {
          title_en: 'Renamed flat in Karrada',
          title_ar: 'شقة بعنوان جديد',
          location_en: listing.location_en,
          location_ar: listing.location_ar,
          bedrooms: 2,
          bathrooms: 1,
          price: 1,
          available: false,
        },
      },
    ];
    for (const { path, payload } of edits) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/apartments/${listing.id}/${path}`,
        headers: world.headers('owner'),
        payload: { ...payload, ...FORGED },
      });
      expect(response.statusCode, path).toBe(200);
    }
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({
      id: listing.id,
      ownerId: world.users.owner.id,
      price: 640_000,
      available: true,
      title_en: 'Renamed flat in Karrada',
    });
  });

  it('full listing edit: only the form’s fields move (no owner, id, moderation, verification or dates)', async () => {
    const listing = await insertListing(t.db, world.users.owner.id);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${listing.id}`,
      headers: world.headers('owner'),
      payload: {
        area: 155,
        ...FORGED,
        hidden: true,
        moderation: 'hidden',
        ownerVerified: true,
        updatedAt: FORGED.createdAt,
      },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({
      id: listing.id,
      ownerId: world.users.owner.id,
      area: 155,
      hidden: false,
      moderation: 'visible',
      ownerVerified: false,
      createdAt: listing.createdAt,
    });
    expect(row!.updatedAt.getFullYear()).toBeGreaterThan(2000);
  });

  it('saved search: stays the caller’s', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/notification-preferences',
      headers: world.headers('renter'),
      payload: { location: 'erbil', ...FORGED },
    });
    expect(created.statusCode).toBe(201);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/notification-preferences/${created.json().id}`,
      headers: world.headers('renter'),
      payload: { location: 'basra', ...FORGED },
    });
    expect(changed.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.id, created.json().id));
    expect(row).toMatchObject({ userId: world.users.renter.id, location: 'basra' });
  });

  it('contact message: a visitor cannot sign it with someone’s user id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshIp(),
      payload: { name: 'Noor', email: 'noor@example.iq', message: 'Is the flat still free?', ...FORGED },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, response.json().id));
    expect(row!.userId).toBeNull();
  });
});

describe('forged roles are refused', () => {
  it('nobody makes themselves admin by register or role change', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: freshIp(),
      payload: {
        email: `adm-${Date.now()}@test.iq`,
        password: 'a-long-password',
        firstName: 'A',
        lastName: 'B',
        role: 'admin',
      },
    });
    expect(register.statusCode).toBe(400);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/auth/role',
      headers: world.headers('owner'),
      payload: { role: 'admin' },
    });
    expect(role.statusCode).toBe(400);
    const [owner] = await t.db.select().from(users).where(eq(users.id, world.users.owner.id));
    expect(owner!.role).toBe('owner');
  });
});
