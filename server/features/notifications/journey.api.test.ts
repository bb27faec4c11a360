import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBaghdad } from '#common/bookings.ts';
import { type Notification, UNREAD_COUNT_HEADER } from '#common/notifications.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import { validListing } from '../listings/test-listings.ts';

/**
 * The whole loop through the real routes, as the users cause it: a saved search, a new
 * listing, a price drop, a booking and its answer — each notification lands with the right
 * person, in their language.
 */
let t: TestApp;
let owner: { cookie: string };
let renter: { cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  owner = await sessionCookie(t.app, await createTestUser(t.db, { role: 'owner' }));
  renter = await sessionCookie(t.app, await createTestUser(t.db, { role: 'renter' }));
});
afterAll(() => t.close());

async function notificationsOf(headers: { cookie: string }, lang = 'en') {
  const response = await t.app.inject({ url: `/api/notifications?lang=${lang}`, headers });
  expect(response.statusCode).toBe(200);
  return { list: response.json<Notification[]>(), unread: Number(response.headers[UNREAD_COUNT_HEADER]) };
}

function daysFromToday(days: number): string {
  const date = new Date(`${todayInBaghdad()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('notifications caused through the API', () => {
  let apartmentId: number;
  let bookingId: number;

  it('a new listing matching a saved search reaches the renter, not the owner', async () => {
    const preference = await t.app.inject({
      method: 'POST',
      url: '/api/notification-preferences',
      headers: renter,
      payload: { listingType: 'rent', rentalType: 'long', maxPrice: 1_000_000, location: 'baghdad' },
    });
    expect(preference.statusCode).toBe(201);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/apartments',
      headers: owner,
      payload: validListing(),
    });
    expect(created.statusCode).toBe(201);
    apartmentId = created.json().id;

    const { list, unread } = await notificationsOf(renter);
    expect(unread).toBe(1);
    expect(list[0]).toMatchObject({ type: 'new_listing', apartmentId, read: false });
    expect((await notificationsOf(owner)).list).toEqual([]);
  });

  it('a listing outside the saved search reaches nobody', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/apartments',
      headers: owner,
      payload: validListing({ location_en: 'Ankawa, Erbil', location_ar: 'عنكاوا، أربيل' }),
    });
    expect(created.statusCode).toBe(201);
    expect((await notificationsOf(renter)).unread).toBe(1);
  });

  it('a booking request reaches the owner; confirming it reaches the renter', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: renter,
      payload: {
        apartment_id: apartmentId,
        name: 'Sara Kareem',
        email: 'sara@example.iq',
        phone: '+964 770 123 4567',
        check_in: daysFromToday(3),
        check_out: daysFromToday(10),
      },
    });
    expect(booked.statusCode).toBe(201);
    bookingId = booked.json().id;
    const ownerNotes = await notificationsOf(owner);
    expect(ownerNotes.list[0]).toMatchObject({ type: 'other', apartmentId });
    expect(ownerNotes.list[0]!.message).toContain('Bright flat near the river');

    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${bookingId}/status`,
      headers: owner,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    const { list } = await notificationsOf(renter);
    expect(list.map((n) => n.type)).toEqual(['other', 'new_listing']);
  });

  it('a 20% price drop reaches the renter once, with the percent for urgent styling, in Arabic too', async () => {
    const dropped = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${apartmentId}/price`,
      headers: owner,
      payload: { price: 600_000 },
    });
    expect(dropped.statusCode).toBe(200);
    const { list } = await notificationsOf(renter);
    const drops = list.filter((n) => n.type === 'price_drop');
    expect(drops).toHaveLength(1);
    expect(drops[0]!.params).toMatchObject({ oldPrice: 750_000, newPrice: 600_000, percent: 20 });
    expect(drops[0]!.message).toContain('20%');
    const arabic = (await notificationsOf(renter, 'ar')).list.find((n) => n.type === 'price_drop')!;
    expect(arabic.message).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.message).toContain('600,000');
  });

  it("marking read and deleting change only the renter's own notifications", async () => {
    const { list } = await notificationsOf(renter);
    const first = list[0]!;
    const foreign = await t.app.inject({ method: 'PATCH', url: `/api/notifications/${first.id}/read`, headers: owner });
    expect(foreign.statusCode).toBe(404);
    const read = await t.app.inject({ method: 'PATCH', url: `/api/notifications/${first.id}/read`, headers: renter });
    expect(read.statusCode).toBe(200);
    const after = await notificationsOf(renter);
    expect(after.unread).toBe(list.filter((n) => !n.read).length - 1);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/notifications/${first.id}`, headers: renter });
    expect(removed.statusCode).toBe(204);
    expect((await notificationsOf(renter)).list.map((n) => n.id)).not.toContain(first.id);
  });
});
