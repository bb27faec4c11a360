import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBaghdad } from '#common/bookings.ts';
import { listings, bookings, users } from '#server/db/schema.ts';
import { insertListing } from '../listings/test-listings.ts';
import { validBooking } from './test-bookings.ts';
import { buildTestApp, createSignedInUsers, TEST_ROLES, type TestApp } from '#server/test-utils/test-app.ts';
import * as events from '../notifications/events.ts';
import type { SessionUser } from '../auth/session-store.ts';

let t: TestApp;
let admin: SessionUser;
let owner: SessionUser;
let otherOwner: SessionUser;
let renter: SessionUser;
let otherRenter: SessionUser;
const cookies = new Map<number, { cookie: string }>();

function addListing(ownerId: number | null, fields: Parameters<typeof insertListing>[2] = {}) {
  return insertListing(t.db, ownerId, fields);
}

const today = () => todayInBaghdad();

function bookingBody(apartmentId: number, fields: Record<string, unknown> = {}) {
  return { ...validBooking(apartmentId), status: 'pending', ...fields };
}

function as(user: SessionUser | null) {
  return user ? cookies.get(user.id)! : {};
}

function post(user: SessionUser | null, body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/bookings?lang=en', payload: body as object, headers: as(user) });
}

function list(user: SessionUser | null, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/bookings?lang=en${query}`, headers: as(user) });
}

function setStatus(user: SessionUser | null, id: number | string, status: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/bookings/${id}/status?lang=en`,
    payload: { status },
    headers: as(user),
  });
}

async function storedBooking(id: number) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await createSignedInUsers(t, { ...TEST_ROLES, otherRenter: 'renter' });
  ({ admin, owner, otherOwner, renter, otherRenter } = signedIn.users);
  for (const [name, user] of Object.entries(signedIn.users))
    cookies.set(user.id, signedIn.cookies[name as keyof typeof signedIn.cookies]);
});
afterAll(() => t.close());

describe('todayInBaghdad', () => {
  it('is the date in Iraq (UTC+3), not in the server clock’s zone', () => {
    expect(todayInBaghdad(new Date('2026-03-01T20:59:59Z'))).toBe('2026-03-01');
    expect(todayInBaghdad(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
  });
});

describe('POST /api/bookings', () => {
  it('stores a pending request for the signed-in user, whatever status the client sends', async () => {
    const listing = await addListing(owner.id);
    const created = vi.spyOn(events, 'onBookingCreated');
    const response = await post(renter, bookingBody(listing.id, { status: 'confirmed' }));

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      ...bookingBody(listing.id),
      // Typed '+964 770 123 4567', stored E.164 so the owner can call and WhatsApp it (issue 19).
      phone: '+9647701234567',
      id: expect.any(Number),
      apartment_title_en: 'Sunny flat in Karrada',
      apartment_title_ar: 'شقة مشمسة في الكرادة',
      apartment_title_ku: '',
      userId: renter.id,
      kind: 'booking',
      message: null,
      owner_phone: null,
      owner_whatsapp: null,
      createdAt: expect.any(String),
    });
    expect(await storedBooking(body.id)).toMatchObject({
      phone: '+9647701234567',
      status: 'pending',
      userId: renter.id,
      apartment_id: listing.id,
    });
    expect(created).toHaveBeenCalledWith(expect.anything(), body.id);
    created.mockRestore();
  });

  it('accepts check-in today in Baghdad', async () => {
    const listing = await addListing(owner.id);
    const response = await post(renter, bookingBody(listing.id, { check_in: today(), check_out: addDays(today(), 1) }));
    expect(response.statusCode).toBe(201);
  });

  it('answers 401 "Unauthorized" to a visitor, before reading the body', async () => {
    const listing = await addListing(owner.id);
    for (const body of [bookingBody(listing.id), {}]) {
      const response = await post(null, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    }
    expect(await t.db.select().from(bookings).where(eq(bookings.apartment_id, listing.id))).toEqual([]);
  });

  it('refuses bad input with a message per field', async () => {
    const listing = await addListing(owner.id);
    const response = await post(renter, bookingBody(listing.id, { email: 'not-an-email', phone: 'call me', name: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number',
        name: 'This field is required',
      },
    });

    const past = await post(renter, bookingBody(listing.id, { check_in: addDays(today(), -1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ check_in: 'Check-in cannot be in the past' });

    const reversed = await post(
      renter,
      bookingBody(listing.id, { check_in: addDays(today(), 5), check_out: addDays(today(), 5) }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual({ check_out: 'Check-out must be after check-in' });

    // A long-term rental takes a request without dates: only the contact fields are missing.
    const missing = await post(renter, { apartment_id: listing.id });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['email', 'name', 'phone']);

    const checkOutAlone = await post(renter, bookingBody(listing.id, { check_in: undefined }));
    expect(checkOutAlone.statusCode).toBe(400);
    expect(checkOutAlone.json().fields).toEqual({ check_in: 'This field is required' });

    const badDate = await post(renter, bookingBody(listing.id, { check_out: '2030-02-30' }));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields.check_out).toBe('Invalid value');

    expect(await t.db.select().from(bookings).where(eq(bookings.apartment_id, listing.id))).toEqual([]);
  });

  it('refuses a check-in more than two years ahead and a stay of more than two years (year 9999 was accepted)', async () => {
    const listing = await addListing(owner.id);
    const lastCheckIn = addDays(today(), 730);
    const refusals = [
      [{ check_in: '9999-12-30', check_out: '9999-12-31' }, { check_in: 'Check-in must be within the next two years' }],
      [
        { check_in: addDays(lastCheckIn, 1), check_out: addDays(lastCheckIn, 2) },
        { check_in: 'Check-in must be within the next two years' },
      ],
      [
        { check_in: addDays(today(), 3), check_out: addDays(today(), 3 + 731) },
        { check_out: 'A stay cannot be longer than two years' },
      ],
    ] as const;
    for (const [dates, fields] of refusals) {
      const response = await post(renter, bookingBody(listing.id, dates));
      expect(response.statusCode, JSON.stringify(dates)).toBe(400);
      expect(response.json().fields, JSON.stringify(dates)).toEqual(fields);
    }
    expect(await t.db.select().from(bookings).where(eq(bookings.apartment_id, listing.id))).toEqual([]);

    const furthest = await post(
      renter,
      bookingBody(listing.id, { check_in: lastCheckIn, check_out: addDays(lastCheckIn, 730) }),
    );
    expect(furthest.statusCode, furthest.body).toBe(201);
  });

  it('answers in Arabic by default', async () => {
    const listing = await addListing(owner.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingBody(listing.id, { check_in: addDays(today(), -2) }),
      headers: as(renter),
    });
    expect(response.json().fields.check_in).toBe('لا يمكن أن يكون تاريخ الوصول في الماضي');
  });

  it('refuses an unknown listing (404) and an unavailable one (400)', async () => {
    const missing = await post(renter, bookingBody(2_000_000_000));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'This property does not exist' });

    const withdrawn = await addListing(owner.id, { available: false });
    const unavailable = await post(renter, bookingBody(withdrawn.id));
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json()).toMatchObject({
      message: 'This property is not available for booking',
      fields: { apartment_id: 'This property is not available for booking' },
    });
    expect(await t.db.select().from(bookings).where(eq(bookings.apartment_id, withdrawn.id))).toEqual([]);
  });
});

describe('POST /api/bookings: enquiries and viewings', () => {
  const enquiry = (apartmentId: number, fields: Record<string, unknown> = {}) => {
    const { check_in: _in, check_out: _out, ...contact } = validBooking(apartmentId);
    return { ...contact, message: '  Is the price negotiable? I can come on Friday.  ', ...fields };
  };

  it.each([
    ['a sale', { listing_type: 'sale', rental_type: null }],
    ['a long-term rental', { listing_type: 'rent', rental_type: 'long' }],
    ['land', { listing_type: 'land', rental_type: null }],
  ] as const)('accepts a viewing request on %s without dates and stores its message', async (_, type) => {
    const listing = await addListing(owner.id, type);
    const response = await post(renter, enquiry(listing.id));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'viewing',
      check_in: null,
      check_out: null,
      message: 'Is the price negotiable? I can come on Friday.',
      phone: '+9647701234567',
      status: 'pending',
    });
    expect(await storedBooking(response.json().id)).toMatchObject({
      kind: 'viewing',
      check_in: null,
      check_out: null,
      message: 'Is the price negotiable? I can come on Friday.',
      userId: renter.id,
    });
  });

  it('keeps a preferred day as check_in, and an empty message or date as none', async () => {
    const listing = await addListing(owner.id, { listing_type: 'sale', rental_type: null });
    const preferred = addDays(today(), 4);
    const response = await post(renter, enquiry(listing.id, { check_in: preferred, check_out: '', message: ' ' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedBooking(response.json().id)).toMatchObject({
      kind: 'viewing',
      check_in: preferred,
      check_out: null,
      message: null,
    });
    const past = await post(renter, enquiry(listing.id, { check_in: addDays(today(), -1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ check_in: 'Check-in cannot be in the past' });
    const long = await post(renter, enquiry(listing.id, { message: 'x'.repeat(2001) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ message: 'Message must be at most 2000 characters' });
  });

  it('still requires both dates for a short-term rental, and stores a booking with its message', async () => {
    const listing = await addListing(owner.id, { listing_type: 'rent', rental_type: 'short' });
    const withoutDates = await post(renter, enquiry(listing.id));
    expect(withoutDates.statusCode).toBe(400);
    expect(withoutDates.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { check_in: 'This field is required', check_out: 'This field is required' },
    });
    const checkInOnly = await post(renter, enquiry(listing.id, { check_in: addDays(today(), 2) }));
    expect(checkInOnly.statusCode).toBe(400);
    expect(checkInOnly.json().fields).toEqual({ check_out: 'This field is required' });
    expect(await t.db.select().from(bookings).where(eq(bookings.apartment_id, listing.id))).toEqual([]);

    const stay = await post(renter, bookingBody(listing.id, { message: 'We arrive late at night.' }));
    expect(stay.statusCode, stay.body).toBe(201);
    expect(await storedBooking(stay.json().id)).toMatchObject({ kind: 'booking', message: 'We arrive late at night.' });
  });

  it('refuses the owner and an admin on their own listing (403), in the reader’s language', async () => {
    for (const user of [owner, admin]) {
      const listing = await addListing(user.id, { listing_type: 'sale', rental_type: null });
      const response = await post(user, enquiry(listing.id));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'This is your own listing: you cannot book it or send an enquiry about it',
      });
      const stay = await post(user, bookingBody(listing.id));
      expect(stay.statusCode).toBe(403);
      expect(await t.db.select().from(bookings).where(eq(bookings.apartment_id, listing.id))).toEqual([]);
    }
    const own = await addListing(owner.id);
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/bookings?lang=ar',
      payload: bookingBody(own.id),
      headers: as(owner),
    });
    expect(arabic.json().message).toBe('هذا إعلانك: لا يمكنك حجزه أو إرسال استفسار عنه');
    // Someone else's listing is fine for an owner and an admin.
    const others = await addListing(otherOwner.id, { listing_type: 'sale', rental_type: null });
    expect((await post(owner, enquiry(others.id))).statusCode).toBe(201);
    expect((await post(admin, enquiry(others.id))).statusCode).toBe(201);
    // The lists below count each user's own requests: these two go again.
    await t.db.delete(bookings).where(eq(bookings.apartment_id, others.id));
  });

  it('shows the owner the seeker’s phone, message and kind, and notifies them with the phone', async () => {
    const listing = await addListing(otherOwner.id, {
      listing_type: 'land',
      rental_type: null,
      title_en: 'Plot in Kufa',
    });
    const sent = await post(otherRenter, enquiry(listing.id, { phone: '0770 999 8888' }));
    expect(sent.statusCode).toBe(201);
    const answer = await list(otherOwner);
    const row = (answer.json() as { id: number }[]).find((b) => b.id === sent.json().id);
    expect(row).toMatchObject({
      kind: 'viewing',
      phone: '+9647709998888',
      message: 'Is the price negotiable? I can come on Friday.',
      name: 'Zainab Ali',
    });
    const notified = await t.app.inject({ url: '/api/notifications?lang=en', headers: as(otherOwner) });
    const notification = (
      notified.json() as { title: string; message: string; params: Record<string, unknown> }[]
    ).find((n) => n.params.bookingId === sent.json().id);
    expect(notification).toMatchObject({
      title: 'New viewing request for Plot in Kufa',
      message: 'Zainab Ali (+9647709998888) asked to view Plot in Kufa.',
      params: { kind: 'viewing', phone: '+9647709998888', message: 'Is the price negotiable? I can come on Friday.' },
    });
  });
});

describe('the owner’s phone reaches the seeker once the owner confirms', () => {
  it('answers owner_phone and owner_whatsapp only for a confirmed request, and notifies the seeker with them', async () => {
    await t.db.update(users).set({ phone: '+9647801234567', whatsapp: true }).where(eq(users.id, otherOwner.id));
    const listing = await addListing(otherOwner.id, {
      listing_type: 'sale',
      rental_type: null,
      title_en: 'House in Adhamiya',
    });
    const { check_in: _in, check_out: _out, ...contact } = validBooking(listing.id);
    const sent = await post(otherRenter, { ...contact, message: 'Can I see it on Saturday?' });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id as number;
    const mine = async () =>
      ((await list(otherRenter, '&mine=true')).json() as { id: number }[]).find((b) => b.id === id);
    expect(await mine()).toMatchObject({ owner_phone: null, owner_whatsapp: null });

    expect((await setStatus(otherOwner, id, 'confirmed')).statusCode).toBe(200);
    expect(await mine()).toMatchObject({ status: 'confirmed', owner_phone: '+9647801234567', owner_whatsapp: true });
    const notified = await t.app.inject({ url: '/api/notifications?lang=en', headers: as(otherRenter) });
    const notification = (
      notified.json() as { title: string; message: string; params: Record<string, unknown> }[]
    ).find((n) => n.params.bookingId === id);
    expect(notification).toMatchObject({
      title: 'Viewing request accepted',
      message: 'The owner of House in Adhamiya accepted your viewing request and will contact you.',
      params: { kind: 'viewing', status: 'confirmed', phone: '+9647801234567', whatsapp: 1 },
    });
  });

  it('tells a declined seeker nothing of the owner’s number', async () => {
    await t.db.update(users).set({ phone: '+9647801234567', whatsapp: false }).where(eq(users.id, otherOwner.id));
    const listing = await addListing(otherOwner.id, { listing_type: 'land', rental_type: null });
    const sent = await post(otherRenter, bookingBody(listing.id));
    const id = sent.json().id as number;
    expect((await setStatus(otherOwner, id, 'declined')).statusCode).toBe(200);
    const row = ((await list(otherRenter, '&mine=true')).json() as { id: number }[]).find((b) => b.id === id);
    expect(row).toMatchObject({ status: 'declined', owner_phone: null, owner_whatsapp: null });
    const notified = await t.app.inject({ url: '/api/notifications?lang=en', headers: as(otherRenter) });
    const notification = (notified.json() as { params: Record<string, unknown> }[]).find(
      (n) => n.params.bookingId === id,
    );
    expect(notification?.params).toMatchObject({ phone: null, whatsapp: null });
  });
});

describe('GET /api/bookings', () => {
  let ownListing: number;
  let foreignListing: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ownListing = (await addListing(owner.id, { title_en: 'Owner listing one' })).id;
    foreignListing = (await addListing(otherOwner.id, { title_en: 'Other owner listing' })).id;
    ids.renterOnOwn = (await post(renter, bookingBody(ownListing))).json().id;
    ids.otherRenterOnForeign = (await post(otherRenter, bookingBody(foreignListing))).json().id;
    ids.ownerOnForeign = (await post(owner, bookingBody(foreignListing))).json().id;
    ids.renterOnForeign = (await post(renter, bookingBody(foreignListing))).json().id;
  });

  const idsOf = (response: { json(): { id: number }[] }) => response.json().map((b) => b.id);

  it('shows an admin every booking, newest first', async () => {
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    const all = (await t.db.select({ id: bookings.id }).from(bookings)).map((b) => b.id);
    expect(idsOf(response)).toEqual(all.sort((a, b) => b - a));
  });

  it('shows an owner the bookings on their own listings only', async () => {
    const response = await list(owner);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { id: number; apartment_id: number }[];
    expect(rows.map((b) => b.id)).toContain(ids.renterOnOwn);
    expect(rows.map((b) => b.id)).not.toContain(ids.ownerOnForeign);
    const own = await t.db.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, owner.id));
    expect(rows.every((b) => own.some((a) => a.id === b.apartment_id))).toBe(true);
  });

  it('shows a renter their own requests, with the listing title', async () => {
    const response = await list(renter);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { id: number; userId: number; apartment_title_en: string }[];
    expect(rows.map((b) => b.id)).toEqual(expect.arrayContaining([ids.renterOnOwn, ids.renterOnForeign]));
    expect(rows.every((b) => b.userId === renter.id)).toBe(true);
    expect(rows.find((b) => b.id === ids.renterOnForeign)?.apartment_title_en).toBe('Other owner listing');
    expect(rows.map((b) => b.id)).not.toContain(ids.otherRenterOnForeign);
  });

  it('mine=true gives an owner or admin their own requests', async () => {
    const response = await list(owner, '&mine=true');
    expect(idsOf(response)).toEqual([ids.ownerOnForeign]);
    expect(idsOf(await list(admin, '&mine=true'))).toEqual([]);
  });

  it('answers 401 to a visitor and 400 to a bad query', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const bad = await list(renter, '&mine=yes');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['mine']);
  });
});

describe('PATCH /api/bookings/:id/status', () => {
  async function pendingBooking(by: SessionUser = renter, listingOwner: SessionUser = owner) {
    const listing = await addListing(listingOwner.id);
    const response = await post(by, bookingBody(listing.id));
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }

  it('lets the listing owner confirm, and tells the booker', async () => {
    const id = await pendingBooking();
    const changed = vi.spyOn(events, 'onBookingStatusChanged');
    const response = await setStatus(owner, id, 'confirmed');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'confirmed', apartment_title_en: 'Sunny flat in Karrada' });
    expect((await storedBooking(id))?.status).toBe('confirmed');
    expect(changed).toHaveBeenCalledWith(expect.anything(), id);
    changed.mockRestore();
  });

  it('lets an admin decline', async () => {
    const id = await pendingBooking();
    const response = await setStatus(admin, id, 'declined');
    expect(response.statusCode).toBe(200);
    expect((await storedBooking(id))?.status).toBe('declined');
  });

  it('lets the booker cancel their own pending request, without notifying anyone', async () => {
    const id = await pendingBooking();
    const changed = vi.spyOn(events, 'onBookingStatusChanged');
    const response = await setStatus(renter, id, 'cancelled');
    expect(response.statusCode).toBe(200);
    expect((await storedBooking(id))?.status).toBe('cancelled');
    expect(changed).not.toHaveBeenCalled();
    changed.mockRestore();
  });

  it('refuses a change of a booking that is no longer pending (409)', async () => {
    const id = await pendingBooking();
    expect((await setStatus(owner, id, 'declined')).statusCode).toBe(200);
    const again = await setStatus(owner, id, 'confirmed');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'Only a pending booking can be changed' });
    const cancel = await setStatus(renter, id, 'cancelled');
    expect(cancel.statusCode).toBe(409);
    expect((await storedBooking(id))?.status).toBe('declined');
  });

  it('hides someone else’s booking (404) and keeps it unchanged', async () => {
    const id = await pendingBooking();
    for (const stranger of [otherOwner, otherRenter]) {
      for (const status of ['confirmed', 'declined', 'cancelled']) {
        const response = await setStatus(stranger, id, status);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    }
    expect((await storedBooking(id))?.status).toBe('pending');
  });

  it('forbids the booker to confirm and the owner to cancel for the guest (403)', async () => {
    const id = await pendingBooking();
    expect((await setStatus(renter, id, 'confirmed')).statusCode).toBe(403);
    expect((await setStatus(owner, id, 'cancelled')).statusCode).toBe(403);
    expect((await storedBooking(id))?.status).toBe('pending');
  });

  it('lets an owner who booked someone else’s listing cancel it', async () => {
    const id = await pendingBooking(owner, otherOwner);
    expect((await setStatus(owner, id, 'cancelled')).statusCode).toBe(200);
  });

  it('answers 401 to a visitor, 400 to an unknown status, 404 to unknown or malformed ids', async () => {
    const id = await pendingBooking();
    expect((await setStatus(null, id, 'cancelled')).statusCode).toBe(401);
    const bad = await setStatus(owner, id, 'pending');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['status']);
    expect((await setStatus(admin, 2_000_000_000, 'confirmed')).statusCode).toBe(404);
    expect((await setStatus(admin, 'abc', 'confirmed')).statusCode).toBe(404);
    expect((await storedBooking(id))?.status).toBe('pending');
  });
});
