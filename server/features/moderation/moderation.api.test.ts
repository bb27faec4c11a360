import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingReports, notifications, sessions, users } from '#server/db/schema.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import { insertListing } from '../listings/test-listings.ts';
import { REPORT_LIMIT_PER_IP, REPORT_LIMIT_PER_USER } from './service.ts';
import type { SessionUser } from '../auth/session-store.ts';

let t: TestApp;
let admin: SessionUser;
let adminCookie: { cookie: string };
let owner: SessionUser;
let ownerCookie: { cookie: string };
let ipCounter = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createTestUser(t.db, { role: 'admin' });
  adminCookie = await sessionCookie(t.app, admin);
  owner = await createTestUser(t.db, { role: 'owner' });
  ownerCookie = await sessionCookie(t.app, owner);
});
afterAll(() => t.close());

const freshIp = () => `10.9.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

async function renter() {
  return sessionCookie(t.app, await createTestUser(t.db, { role: 'renter' }));
}

function report(
  apartmentId: number,
  headers: Record<string, string> = {},
  body: object = { reason: 'fake' },
  remoteAddress = freshIp(),
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/apartments/${apartmentId}/reports?lang=en`,
    payload: body,
    headers,
    remoteAddress,
  });
}

function callAdmin(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  cookie: Record<string, string> = adminCookie,
) {
  return t.app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}lang=en`,
    headers: cookie,
    ...(payload ? { payload } : {}),
  });
}

async function searchIds(query = ''): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/apartments?limit=100${query}` });
  return (response.json() as { id: number }[]).map((listing) => listing.id);
}

async function isListedAndOpen(id: number): Promise<{ listed: boolean; detail: number }> {
  const detail = await t.app.inject({ method: 'GET', url: `/api/apartments/${id}` });
  return { listed: (await searchIds(`&ownerId=${owner.id}`)).includes(id), detail: detail.statusCode };
}

describe('POST /api/apartments/:id/reports', () => {
  it('takes a visitor’s report with a reason and a note: 201', async () => {
    const listing = await insertListing(t.db, owner.id);
    const response = await report(
      listing.id,
      {},
      { reason: 'wrong_price', note: '  The price is per day, not per month. ' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      apartmentId: listing.id,
      reason: 'wrong_price',
      note: 'The price is per day, not per month.',
    });
    const rows = await t.db.select().from(listingReports).where(eq(listingReports.apartmentId, listing.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, status: 'open' });
  });

  it('refuses an unknown reason, a note over 1,000 characters, and a missing listing', async () => {
    const listing = await insertListing(t.db, owner.id);
    expect((await report(listing.id, {}, { reason: 'boring' })).statusCode).toBe(400);
    const long = await report(listing.id, {}, { reason: 'other', note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ note: 'The note must be at most 1,000 characters' });
    expect((await report(2_000_000_000)).statusCode).toBe(404);
  });

  it('answers a second open report of the same account, or the same visitor address, with 409', async () => {
    const listing = await insertListing(t.db, owner.id);
    const cookie = await renter();
    expect((await report(listing.id, cookie)).statusCode).toBe(201);
    const again = await report(listing.id, cookie, { reason: 'offensive' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You have already reported this listing. Our team will review it.',
    });
    expect((await report(listing.id, {}, { reason: 'fake' }, '10.8.0.1')).statusCode).toBe(201);
    expect((await report(listing.id, {}, { reason: 'fake' }, '10.8.0.1')).statusCode).toBe(409);
    const rows = await t.db.select().from(listingReports).where(eq(listingReports.apartmentId, listing.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses the owner reporting their own listing', async () => {
    const listing = await insertListing(t.db, owner.id);
    expect((await report(listing.id, ownerCookie)).statusCode).toBe(403);
  });

  it(`limits an account to ${REPORT_LIMIT_PER_USER} reports an hour, whatever its address`, async () => {
    const cookie = await renter();
    const listings = await Promise.all(
      Array.from({ length: REPORT_LIMIT_PER_USER + 1 }, () => insertListing(t.db, owner.id)),
    );
    for (const listing of listings.slice(0, REPORT_LIMIT_PER_USER)) {
      expect((await report(listing.id, cookie)).statusCode).toBe(201);
    }
    const refused = await report(listings.at(-1)!.id, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it(`limits an address to ${REPORT_LIMIT_PER_IP} reports an hour`, async () => {
    const ip = '10.7.0.1';
    const listings = await Promise.all(
      Array.from({ length: REPORT_LIMIT_PER_IP + 1 }, () => insertListing(t.db, owner.id)),
    );
    for (const listing of listings.slice(0, REPORT_LIMIT_PER_IP)) {
      expect((await report(listing.id, {}, { reason: 'fake' }, ip)).statusCode).toBe(201);
    }
    expect((await report(listings.at(-1)!.id, {}, { reason: 'fake' }, ip)).statusCode).toBe(429);
  });
});

describe('automatic hiding', () => {
  it('holds a listing back once 3 different accounts report it; 2 do not', async () => {
    const listing = await insertListing(t.db, owner.id);
    await report(listing.id, await renter());
    await report(listing.id, await renter());
    await report(listing.id, {}, { reason: 'fake' }); // a visitor does not count as an account
    expect(await isListedAndOpen(listing.id)).toEqual({ listed: true, detail: 200 });
    await report(listing.id, await renter(), { reason: 'unavailable' });
    expect(await isListedAndOpen(listing.id)).toEqual({ listed: false, detail: 404 });
    // Its owner and admins still see it, marked hidden.
    const own = await t.app.inject({ method: 'GET', url: `/api/apartments/${listing.id}`, headers: ownerCookie });
    expect(own.json()).toMatchObject({ id: listing.id, hidden: true });
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/apartments/${listing.id}`, headers: adminCookie });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('does not hide for one account reporting three times', async () => {
    const listing = await insertListing(t.db, owner.id);
    const cookie = await renter();
    expect((await report(listing.id, cookie)).statusCode).toBe(201);
    expect((await report(listing.id, cookie)).statusCode).toBe(409);
    expect((await report(listing.id, cookie, { reason: 'other' })).statusCode).toBe(409);
    expect(await isListedAndOpen(listing.id)).toEqual({ listed: true, detail: 200 });
  });

  it('leaves the sitemap with it', async () => {
    const listing = await insertListing(t.db, owner.id);
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemaps/listings-1.xml' })).body;
    expect(await sitemap()).toContain(`/apartments/${listing.id}<`);
    for (let i = 0; i < 3; i += 1) await report(listing.id, await renter());
    expect(await sitemap()).not.toContain(`/apartments/${listing.id}<`);
  });
});

describe('the moderation queue and decisions', () => {
  it('groups open reports by listing with counts per reason, newest first', async () => {
    const older = await insertListing(t.db, owner.id);
    const newer = await insertListing(t.db, owner.id);
    await report(older.id, await renter(), { reason: 'fake', note: 'Same photos as another listing' });
    await report(newer.id, await renter(), { reason: 'fake' });
    await report(newer.id, await renter(), { reason: 'wrong_price' });
    await report(newer.id, {}, { reason: 'fake' });
    const response = await callAdmin('GET', '/api/admin/reports');
    expect(response.statusCode).toBe(200);
    const queue = response.json() as { apartmentId: number }[];
    const ids = queue.map((item) => item.apartmentId);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(queue.find((item) => item.apartmentId === newer.id)).toMatchObject({
      openReports: 3,
      reporterAccounts: 2,
      moderation: 'visible',
      counts: { fake: 2, wrong_price: 1, unavailable: 0, wrong_location: 0, offensive: 0, other: 0 },
    });
    expect(queue.find((item) => item.apartmentId === older.id)).toMatchObject({
      notes: ['Same photos as another listing'],
    });
  });

  it('hides a listing with a reason and tells its owner; restore shows it again', async () => {
    const listing = await insertListing(t.db, owner.id, { title_en: 'Flat with fake photos' });
    await report(listing.id, await renter());
    const hidden = await callAdmin('POST', `/api/admin/reports/${listing.id}/hide`, {
      reason: 'The photos are of another flat',
    });
    expect(hidden.statusCode).toBe(204);
    expect(await isListedAndOpen(listing.id)).toEqual({ listed: false, detail: 404 });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.apartmentId, listing.id));
    expect(notice).toMatchObject({ userId: owner.id, type: 'other' });
    expect(notice!.title.en).toBe('Listing hidden: Flat with fake photos');
    expect(notice!.message.en).toContain('Reason: The photos are of another flat');
    const owners = await t.app.inject({ method: 'GET', url: '/api/notifications?lang=ar', headers: ownerCookie });
    expect(JSON.stringify(owners.json())).toContain('السبب: The photos are of another flat');
    const queue = (await callAdmin('GET', '/api/admin/reports')).json() as {
      apartmentId: number;
      openReports: number;
      moderation: string;
    }[];
    expect(queue.find((item) => item.apartmentId === listing.id)).toMatchObject({
      openReports: 0,
      moderation: 'hidden',
    });

    expect((await callAdmin('POST', `/api/admin/reports/${listing.id}/restore`)).statusCode).toBe(204);
    expect(await isListedAndOpen(listing.id)).toEqual({ listed: true, detail: 200 });
    const after = (await callAdmin('GET', '/api/admin/reports')).json() as { apartmentId: number }[];
    expect(after.map((item) => item.apartmentId)).not.toContain(listing.id);
  });

  it('hiding needs a reason', async () => {
    const listing = await insertListing(t.db, owner.id);
    expect((await callAdmin('POST', `/api/admin/reports/${listing.id}/hide`, { reason: '' })).statusCode).toBe(400);
  });

  it('dismiss closes the reports, and a held listing shows again', async () => {
    const listing = await insertListing(t.db, owner.id);
    for (let i = 0; i < 3; i += 1) await report(listing.id, await renter());
    expect((await isListedAndOpen(listing.id)).listed).toBe(false);
    expect((await callAdmin('POST', `/api/admin/reports/${listing.id}/dismiss`)).statusCode).toBe(204);
    expect(await isListedAndOpen(listing.id)).toEqual({ listed: true, detail: 200 });
    const open = await t.db.select().from(listingReports).where(eq(listingReports.apartmentId, listing.id));
    expect(open.every((row) => row.status === 'closed')).toBe(true);
  });

  it('answers 404 for a missing listing', async () => {
    expect((await callAdmin('POST', '/api/admin/reports/2000000000/dismiss')).statusCode).toBe(404);
  });

  it('refuses visitors (401), renters and owners (403)', async () => {
    const listing = await insertListing(t.db, owner.id);
    const renterCookie = await renter();
    for (const [cookie, status] of [
      [{}, 401],
      [renterCookie, 403],
      [ownerCookie, 403],
    ] as const) {
      expect((await callAdmin('GET', '/api/admin/reports', undefined, cookie)).statusCode).toBe(status);
      expect((await callAdmin('POST', `/api/admin/reports/${listing.id}/restore`, undefined, cookie)).statusCode).toBe(
        status,
      );
      expect((await callAdmin('GET', '/api/admin/users', undefined, cookie)).statusCode).toBe(status);
      expect((await callAdmin('PATCH', `/api/admin/users/${owner.id}`, { verified: true }, cookie)).statusCode).toBe(
        status,
      );
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.verified).toBe(false);
  });
});

describe('users: search, verification and suspension', () => {
  it('finds users by name or e-mail', async () => {
    const layla = await createTestUser(t.db, {
      firstName: 'Layla',
      lastName: 'Al-Jubouri',
      email: 'layla.j@example.iq',
    });
    const byName = (await callAdmin('GET', '/api/admin/users?q=jubouri')).json() as { id: number }[];
    expect(byName.map((user) => user.id)).toEqual([layla.id]);
    const byEmail = (await callAdmin('GET', '/api/admin/users?q=LAYLA.J@')).json() as { id: number; email: string }[];
    expect(byEmail).toEqual([
      expect.objectContaining({ id: layla.id, email: 'layla.j@example.iq', verified: false, suspended: false }),
    ]);
    expect(JSON.stringify(byEmail)).not.toContain('password');
  });

  it('finds a user by phone however it is typed, and answers the number', async () => {
    const caller = await createTestUser(t.db, { firstName: 'Karwan', phone: '+9647709876543' });
    await createTestUser(t.db, { firstName: 'Other', phone: '+9647501112233' });
    for (const typed of ['0770 987 6543', '+964 770 987 6543', '07709876543', '00964-770-987-6543', '٠٧٧٠٩٨٧٦٥٤٣']) {
      const found = (await callAdmin('GET', `/api/admin/users?q=${encodeURIComponent(typed)}`)).json();
      expect(found, typed).toEqual([expect.objectContaining({ id: caller.id, phone: '+9647709876543' })]);
    }
    // A number nobody has finds no one.
    expect((await callAdmin('GET', '/api/admin/users?q=0770 000 0000')).json()).toEqual([]);
  });

  it('a verified owner’s listings answer ownerVerified in search and detail', async () => {
    const verifiedOwner = await createTestUser(t.db, { role: 'owner' });
    const listing = await insertListing(t.db, verifiedOwner.id);
    const detail = async () => (await t.app.inject({ method: 'GET', url: `/api/apartments/${listing.id}` })).json();
    expect((await detail()).ownerVerified).toBe(false);
    const changed = await callAdmin('PATCH', `/api/admin/users/${verifiedOwner.id}`, { verified: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: verifiedOwner.id, verified: true });
    expect((await detail()).ownerVerified).toBe(true);
    const found = await t.app.inject({ method: 'GET', url: `/api/apartments?ownerId=${verifiedOwner.id}` });
    expect(found.json()).toEqual([expect.objectContaining({ id: listing.id, ownerVerified: true })]);
    // A listing added after the verification carries it too.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/apartments',
      headers: await sessionCookie(t.app, verifiedOwner),
      payload: {
        title_en: 'Another flat in Mansour',
        title_ar: 'شقة أخرى في المنصور',
        description_en: 'Two bedrooms and a balcony over a quiet street.',
        description_ar: 'غرفتا نوم وشرفة على شارع هادئ في المنصور.',
        price: 800_000,
        location_en: 'Mansour, Baghdad',
        location_ar: 'المنصور، بغداد',
        area: 110,
        bedrooms: 2,
        bathrooms: 1,
      },
    });
    expect(added.json()).toMatchObject({ ownerVerified: true });
  });

  it('suspension ends the sessions, hides the listings and refuses the login; lifting it shows them again', async () => {
    const suspect = await createTestUser(t.db, { role: 'owner', email: 'suspect@example.iq' });
    const register = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: await sessionCookie(t.app, suspect),
    });
    expect(register.statusCode).toBe(200);
    const { hashPassword } = await import('../auth/passwords.ts');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('a-good-password') })
      .where(eq(users.id, suspect.id));
    const cookie = await sessionCookie(t.app, suspect);
    const listing = await insertListing(t.db, suspect.id);
    expect(await searchIds(`&ownerId=${suspect.id}`)).toEqual([listing.id]);

    const response = await callAdmin('PATCH', `/api/admin/users/${suspect.id}`, { suspended: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ suspended: true });
    const left = await t.db.select().from(sessions);
    expect(left.filter((row) => row.sess.userId === suspect.id)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie })).statusCode).toBe(401);
    expect(await searchIds(`&ownerId=${suspect.id}`)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/apartments/${listing.id}` })).statusCode).toBe(404);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login?lang=en',
      payload: { email: 'suspect@example.iq', password: 'a-good-password' },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account is suspended. Please contact Dar support.');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login?lang=en',
      payload: { email: 'suspect@example.iq', password: 'not-the-password' },
      remoteAddress: freshIp(),
    });
    expect(wrong.statusCode).toBe(401);

    await callAdmin('PATCH', `/api/admin/users/${suspect.id}`, { suspended: false });
    expect(await searchIds(`&ownerId=${suspect.id}`)).toEqual([listing.id]);
  });

  it('a role change ends the user’s sessions', async () => {
    const user = await createTestUser(t.db, { role: 'renter' });
    const cookie = await sessionCookie(t.app, user);
    const response = await callAdmin('PATCH', `/api/admin/users/${user.id}`, { role: 'owner' });
    expect(response.json()).toMatchObject({ role: 'owner' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie })).statusCode).toBe(401);
  });

  it('verifying keeps the user’s sessions', async () => {
    const user = await createTestUser(t.db, { role: 'owner' });
    const cookie = await sessionCookie(t.app, user);
    await callAdmin('PATCH', `/api/admin/users/${user.id}`, { verified: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie })).statusCode).toBe(200);
  });

  it('an admin cannot suspend or demote themselves', async () => {
    const suspend = await callAdmin('PATCH', `/api/admin/users/${admin.id}`, { suspended: true });
    expect(suspend.statusCode).toBe(403);
    expect(suspend.json().message).toBe('You cannot suspend yourself or change your own role');
    expect((await callAdmin('PATCH', `/api/admin/users/${admin.id}`, { role: 'renter' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: adminCookie })).statusCode).toBe(200);
  });

  it('answers 404 for a missing user and 400 for an empty change', async () => {
    expect((await callAdmin('PATCH', '/api/admin/users/2000000000', { verified: true })).statusCode).toBe(404);
    expect((await callAdmin('PATCH', `/api/admin/users/${owner.id}`, {})).statusCode).toBe(400);
  });
});
