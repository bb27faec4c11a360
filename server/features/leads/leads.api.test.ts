import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBaghdad } from '#common/bookings.ts';
import { listingLeadKeys, listingLeads } from '#server/db/schema.ts';
import { createTestUser, buildTestApp, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import { insertBooking } from '../bookings/test-bookings.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { insertListing } from '../listings/test-listings.ts';
import { CONTACT_REVEAL_LIMITS } from './service.ts';

/** Call and WhatsApp (issue 19): revealing the owner's number, its limits, and the leads an owner sees. */
let t: TestApp;
let owner: SessionUser;
let otherOwner: SessionUser;
let renter: SessionUser;
let admin: SessionUser;
const cookies: Record<string, { cookie: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createTestUser(t.db, { role: 'owner', firstName: 'Ali', phone: '+9647801234567', whatsapp: true });
  otherOwner = await createTestUser(t.db, { role: 'owner', phone: '+9647501112233' });
  renter = await createTestUser(t.db, { role: 'renter' });
  admin = await createTestUser(t.db, { role: 'admin' });
  for (const [name, user] of Object.entries({ owner, otherOwner, renter, admin })) {
    cookies[name] = await sessionCookie(t.app, user);
  }
});
afterAll(() => t.close());

let addressCounter = 0;
function freshAddress(): string {
  addressCounter += 1;
  return `10.7.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function send(options: InjectOptions & { remoteAddress?: string }): Promise<Response> {
  return t.app.inject({
    remoteAddress: freshAddress(),
    ...options,
    headers: { 'accept-language': 'en', 'user-agent': 'test-browser', ...options.headers },
  }) as Promise<Response>;
}

const reveal = (id: number, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  send({ method: 'POST', url: `/api/apartments/${id}/contact`, ...options });
const leadsOf = (id: number, headers: Record<string, string> = cookies.owner!) =>
  send({ method: 'GET', url: `/api/apartments/${id}/leads`, headers });

describe('POST /api/apartments/:id/contact', () => {
  it("gives a visitor the owner's number and WhatsApp flag", async () => {
    const listing = await insertListing(t.db, owner.id);
    const response = await reveal(listing.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phone: '+9647801234567', whatsapp: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the detail shows the first name and whether a number can be revealed, never the number', async () => {
    const shown = await insertListing(t.db, owner.id);
    const hidden = await insertListing(t.db, owner.id, { hide_phone: true });
    const detail = (await send({ method: 'GET', url: `/api/apartments/${shown.id}` })).json();
    expect(detail).toMatchObject({ owner_first_name: 'Ali', phone_available: true, hide_phone: false });
    expect(JSON.stringify(detail)).not.toContain('7801234567');
    const hiddenDetail = (await send({ method: 'GET', url: `/api/apartments/${hidden.id}` })).json();
    expect(hiddenDetail).toMatchObject({ phone_available: false, hide_phone: true });
  });

  it('answers 404 PHONE_HIDDEN when the listing hides the number or its owner has none', async () => {
    const hidden = await insertListing(t.db, owner.id, { hide_phone: true });
    const noNumber = await insertListing(t.db, renter.id);
    for (const id of [hidden.id, noNumber.id]) {
      const response = await reveal(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'PHONE_HIDDEN',
        message: 'The owner receives enquiries only: send a request instead',
      });
    }
  });

  it('answers 404 for an unknown or withdrawn listing', async () => {
    const withdrawn = await insertListing(t.db, owner.id, { available: false });
    expect((await reveal(withdrawn.id)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await reveal(1_999_999_999)).statusCode).toBe(404);
  });

  it('stops a visitor after the hourly limit with 429, Retry-After and a message in their language', async () => {
    const listing = await insertListing(t.db, owner.id);
    const remoteAddress = freshAddress();
    for (let i = 0; i < CONTACT_REVEAL_LIMITS.visitorPerIp; i += 1) {
      expect((await reveal(listing.id, { remoteAddress })).statusCode).toBe(200);
    }
    const refused = await reveal(listing.id, { remoteAddress, headers: { 'accept-language': 'ar' } });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_REVEAL_LIMITS.windowSeconds);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'لقد عرضت أرقام هواتف كثيرة. يرجى الانتظار والمحاولة لاحقًا.',
    });
    // Another address is not held back.
    expect((await reveal(listing.id)).statusCode).toBe(200);
  });

  it('lets a signed-in user reveal more, counted per account whatever the address', async () => {
    const listing = await insertListing(t.db, owner.id);
    const seeker = await createTestUser(t.db, { role: 'renter' });
    const headers = (await sessionCookie(t.app, seeker)) as Record<string, string>;
    for (let i = 0; i < CONTACT_REVEAL_LIMITS.perUser; i += 1) {
      expect((await reveal(listing.id, { headers })).statusCode).toBe(200);
    }
    const refused = await reveal(listing.id, { headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('leads', () => {
  it('counts views, reveals and WhatsApp taps once per visitor and day, and enquiries over 30 days', async () => {
    const listing = await insertListing(t.db, owner.id);
    const visitor = { remoteAddress: freshAddress(), headers: { 'user-agent': 'phone-a' } };
    const sameAddressOtherBrowser = { remoteAddress: visitor.remoteAddress, headers: { 'user-agent': 'phone-b' } };
    const event = (path: string, who: { remoteAddress: string; headers: Record<string, string> }) =>
      send({ method: 'POST', url: `/api/apartments/${listing.id}/${path}`, ...who });

    expect((await event('view', visitor)).statusCode).toBe(204);
    expect((await event('view', visitor)).statusCode).toBe(204);
    await event('view', sameAddressOtherBrowser);
    await event('view', { remoteAddress: freshAddress(), headers: { 'user-agent': 'phone-a' } });
    await event('contact', visitor);
    await event('contact', visitor);
    expect((await event('whatsapp-tap', visitor)).statusCode).toBe(204);
    await event('whatsapp-tap', visitor);
    // The owner opening their own listing is no lead.
    await event('view', { remoteAddress: freshAddress(), headers: cookies.owner! });

    await insertBooking(t.db, listing.id, renter.id);
    await insertBooking(t.db, listing.id, renter.id, { createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) });

    const response = await leadsOf(listing.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ views: 3, contactReveals: 1, whatsappTaps: 1, enquiries: 1 });

    // Nothing that names a visitor is stored: the day's keys are opaque hashes.
    const keys = await t.db.select().from(listingLeadKeys);
    expect(JSON.stringify(keys)).not.toMatch(/10\.7\.|phone-a|test-browser/);
  });

  it('leaves out days older than 30', async () => {
    const listing = await insertListing(t.db, owner.id);
    const today = todayInBaghdad();
    await t.db.insert(listingLeads).values([
      { apartmentId: listing.id, kind: 'view', day: addDays(today, -29), count: 4 },
      { apartmentId: listing.id, kind: 'view', day: addDays(today, -30), count: 100 },
      { apartmentId: listing.id, kind: 'reveal', day: today, count: 2 },
    ]);
    expect((await leadsOf(listing.id)).json()).toEqual({ views: 4, contactReveals: 2, whatsappTaps: 0, enquiries: 0 });
  });

  it('a WhatsApp tap on a listing without a shown number is refused like the reveal', async () => {
    const hidden = await insertListing(t.db, owner.id, { hide_phone: true });
    const response = await send({ method: 'POST', url: `/api/apartments/${hidden.id}/whatsapp-tap` });
    expect(response.json()).toMatchObject({ code: 'PHONE_HIDDEN' });
    expect(await t.db.select().from(listingLeads).where(eq(listingLeads.apartmentId, hidden.id))).toEqual([]);
  });

  it('are for the owner of the listing or an admin: 401 visitors, 403 others, 404 unknown', async () => {
    const listing = await insertListing(t.db, owner.id);
    expect((await leadsOf(listing.id, cookies.owner)).statusCode).toBe(200);
    expect((await leadsOf(listing.id, cookies.admin)).statusCode).toBe(200);
    expect((await leadsOf(listing.id, cookies.otherOwner)).statusCode).toBe(403);
    expect((await leadsOf(listing.id, cookies.renter)).statusCode).toBe(403);
    expect((await leadsOf(listing.id, {})).statusCode).toBe(401);
    expect((await leadsOf(1_999_999_999, cookies.owner)).statusCode).toBe(404);
  });
});
