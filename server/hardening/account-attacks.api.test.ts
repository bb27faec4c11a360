import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, listings, photoUploads, rateLimits, users } from '#server/db/schema.ts';
import { createAdmin } from '#server/features/auth/create-admin.ts';
import { SESSION_COOKIE } from '#server/features/auth/session-plugin.ts';
import { MAX_STREAMS_PER_SESSION } from '#server/features/auth/session-streams.ts';
import { validListing } from '#server/features/listings/test-listings.ts';
import { discardAbandonedUploads } from '#server/features/photos/abandoned-uploads.ts';
import { uploadsDirectory } from '#server/features/photos/storage.ts';
import { DAILY_QUOTAS } from '#server/plugins/quotas.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import { bookingBody, daysFromToday, freshIp, insertListing, multipartBody, tinyPng } from './harness.ts';

/**
 * The holes an outside attack found (issue 22), each reproduced as the attacker did it and
 * refused.
 */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

function inject(options: InjectOptions): Promise<LightMyRequestResponse> {
  return t.app.inject({ remoteAddress: freshIp(), ...options }) as Promise<LightMyRequestResponse>;
}

function sidOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

const me = (cookie: { cookie: string }) => inject({ method: 'GET', url: '/api/auth/user', headers: cookie });

let emailCounter = 0;
async function registerAs(email?: string) {
  emailCounter += 1;
  const address = email ?? `attack${emailCounter}@mail.iq`;
  const response = await inject({
    method: 'POST',
    url: '/api/register',
    payload: { email: address, password: 'squatter password', firstName: 'S', lastName: 'Q' },
  });
  expect(response.statusCode).toBe(201);
  return { email: address, cookie: { cookie: `${SESSION_COOKIE}=${sidOf(response)}` }, id: response.json().id };
}

describe('promotion keeps old sessions', () => {
  it('admin:create refuses to promote an account whose address was never verified', async () => {
    const squatter = await registerAs('boss@mail.iq');
    expect(await createAdmin(t.db, 'boss@mail.iq', 'the real boss password')).toBe('unverified');
    expect((await me(squatter.cookie)).json()).toMatchObject({ role: 'renter' });
  });

  it('--force promotes it, and the sessions opened before the promotion end', async () => {
    const squatter = await registerAs();
    expect(await createAdmin(t.db, squatter.email, 'the real boss password', { force: true })).toBe('promoted');
    expect((await me(squatter.cookie)).statusCode).toBe(401);
    const login = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: squatter.email, password: 'the real boss password' },
    });
    expect(login.json()).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('a verified account is promoted without --force, its sessions ending too', async () => {
    const person = await registerAs();
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, person.id));
    expect(await createAdmin(t.db, person.email, 'admin password 1')).toBe('promoted');
    expect((await me(person.cookie)).statusCode).toBe(401);
  });

  it('becoming an owner ends the account’s other sessions and keeps the one that asked', async () => {
    const person = await registerAs();
    const other = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: 'squatter password' },
    });
    const otherCookie = { cookie: `${SESSION_COOKIE}=${sidOf(other)}` };
    const convert = await inject({
      method: 'POST',
      url: '/api/auth/role',
      headers: person.cookie,
      payload: { role: 'owner' },
    });
    expect(convert.json()).toMatchObject({ role: 'owner' });
    expect((await me(person.cookie)).json()).toMatchObject({ role: 'owner' });
    expect((await me(otherCookie)).statusCode).toBe(401);
  });
});

describe('X-Forwarded-For and the per-IP limits', () => {
  it('with PUBLIC_URL set and no TRUST_PROXY, a forged X-Forwarded-For does not reset the limit', async () => {
    const app = await buildTestApp({ env: { PUBLIC_URL: 'https://dar.example' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) {
        const response = await app.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '198.51.100.7',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload: { email: `nobody${i}@mail.iq`, password: 'wrong password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('TRUST_PROXY=1 believes only the address the one proxy in front saw', async () => {
    const app = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      app.app.get('/whoami-test', async (request) => ({ ip: request.ip }));
      const response = await app.app.inject({
        method: 'GET',
        url: '/whoami-test',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      });
      expect(response.json()).toEqual({ ip: '203.0.113.9' });
    } finally {
      await app.close();
    }
  });

  it('TRUST_PROXY with addresses believes only those proxies', async () => {
    const app = await buildTestApp({ env: { TRUST_PROXY: '10.0.0.2' } });
    try {
      app.app.get('/whoami-test', async (request) => ({ ip: request.ip }));
      const ask = (remoteAddress: string) =>
        app.app.inject({
          method: 'GET',
          url: '/whoami-test',
          remoteAddress,
          headers: { 'x-forwarded-for': '6.6.6.6' },
        });
      expect((await ask('10.0.0.2')).json()).toEqual({ ip: '6.6.6.6' });
      expect((await ask('198.51.100.1')).json()).toEqual({ ip: '198.51.100.1' });
    } finally {
      await app.close();
    }
  });
});

describe('limits on signed-in writes', () => {
  it(`refuses the ${DAILY_QUOTAS.bookings + 1}th booking of a day, in the reader’s language, even in parallel`, async () => {
    const renter = await createTestUser(t.db);
    const cookie = await sessionCookie(t.app, renter);
    const owner = await createTestUser(t.db, { role: 'owner' });
    const listing = await insertListing(t.db, owner.id);
    // 100 bookings at once, each for other dates (the attack: 100 in 1.8 s).
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { ...cookie, 'accept-language': 'ar' },
          payload: { ...bookingBody(listing.id), check_in: daysFromToday(3 + i), check_out: daysFromToday(4 + i) },
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(DAILY_QUOTAS.bookings);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'لقد بلغت الحد اليومي لهذا الإجراء. يرجى المحاولة مرة أخرى غدًا.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.userId, renter.id));
    expect(row!.n).toBe(DAILY_QUOTAS.bookings);
  });

  it('refuses a second booking of the same listing for the same dates, also when both arrive at once', async () => {
    const renter = await createTestUser(t.db);
    const cookie = await sessionCookie(t.app, renter);
    const owner = await createTestUser(t.db, { role: 'owner' });
    const listing = await insertListing(t.db, owner.id);
    const send = () =>
      inject({ method: 'POST', url: '/api/bookings?lang=en', headers: cookie, payload: bookingBody(listing.id) });
    const statuses = (await Promise.all([send(), send(), send()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const again = await send();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already sent a booking request for these dates.');
  });

  it('refuses a second open viewing request for the same listing, whatever its preferred day', async () => {
    const seeker = await createTestUser(t.db);
    const cookie = await sessionCookie(t.app, seeker);
    const owner = await createTestUser(t.db, { role: 'owner' });
    const sale = await insertListing(t.db, owner.id, { listing_type: 'sale', rental_type: null });
    const ask = (checkIn: string) =>
      inject({
        method: 'POST',
        url: '/api/bookings?lang=en',
        headers: cookie,
        payload: { ...bookingBody(sale.id), check_in: checkIn, check_out: undefined, message: 'When can I see it?' },
      });
    expect((await ask(daysFromToday(2))).statusCode).toBe(201);
    const again = await ask(daysFromToday(5));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already asked to view this property. The owner will answer you.');
    expect(
      await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.apartment_id, sale.id)),
    ).toHaveLength(1);
  });

  it(`refuses the ${DAILY_QUOTAS.listings + 1}th listing of a day`, async () => {
    const owner = await createTestUser(t.db, { role: 'owner' });
    const cookie = await sessionCookie(t.app, owner);
    const statuses: number[] = [];
    for (let i = 0; i < DAILY_QUOTAS.listings + 2; i++) {
      statuses.push(
        (await inject({ method: 'POST', url: '/api/apartments', headers: cookie, payload: validListing() })).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(DAILY_QUOTAS.listings);
    expect(statuses.at(-1)).toBe(429);
  });

  it(`refuses the ${DAILY_QUOTAS.uploads + 1}th upload of a day`, async () => {
    const owner = await createTestUser(t.db, { role: 'owner' });
    const cookie = await sessionCookie(t.app, owner);
    // The day's first uploads, counted as the quota counts them.
    await t.db.insert(rateLimits).values({
      key: `quota:uploads:user:${owner.id}`,
      count: DAILY_QUOTAS.uploads,
      resetAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const body = multipartBody([{ data: await tinyPng(), filename: 'a.png', type: 'image/png' }]);
    const response = await inject({
      method: 'POST',
      url: '/api/upload?lang=en',
      headers: { ...cookie, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(429);
  });

  it(`refuses the ${DAILY_QUOTAS.contactMessages + 1}th contact message of a signed-in user, from any address`, async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookie(t.app, user);
    const statuses: number[] = [];
    for (let i = 0; i < DAILY_QUOTAS.contactMessages + 1; i++) {
      const response = await inject({
        method: 'POST',
        url: '/api/contact',
        headers: cookie,
        payload: { name: 'Noor', email: 'noor@example.iq', message: `Message number ${i} about a flat` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('uploads no listing uses', () => {
  it('are deleted a day later by the clean-up; one a listing shows stays', async () => {
    const owner = await createTestUser(t.db, { role: 'owner' });
    const cookie = await sessionCookie(t.app, owner);
    const upload = async () => {
      const body = multipartBody([{ data: await tinyPng(), filename: 'a.png', type: 'image/png' }]);
      const response = await inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...cookie, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(201);
      return response.json().fileUrl as string;
    };
    const abandoned = await upload();
    const kept = await upload();
    await t.db.insert(listings).values({ ...validListing({ images: [kept] }), ownerId: owner.id });
    const fileOf = (url: string) => join(uploadsDirectory(t.env), url.slice('/uploads/'.length));
    expect(existsSync(fileOf(abandoned))).toBe(true);

    // Not yet a day old: nothing goes.
    expect(await discardAbandonedUploads(t.db, t.app.photoStorage)).toEqual([]);
    await t.db.update(photoUploads).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    expect(await discardAbandonedUploads(t.db, t.app.photoStorage)).toEqual([abandoned]);
    expect(existsSync(fileOf(abandoned))).toBe(false);
    expect(existsSync(fileOf(kept))).toBe(true);
    expect(await t.db.select().from(photoUploads)).toEqual([]);
  });
});

describe('event streams', () => {
  async function openStream(cookie: { cookie: string }, signal: AbortSignal) {
    return fetch(`${baseUrl}/api/notifications/stream?lang=en`, { headers: cookie, signal });
  }

  it(`holds at most ${MAX_STREAMS_PER_SESSION} live streams per session`, async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookie(t.app, user);
    const controller = new AbortController();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < MAX_STREAMS_PER_SESSION + 2; i++)
        statuses.push((await openStream(cookie, controller.signal)).status);
      expect(statuses).toEqual([...Array(MAX_STREAMS_PER_SESSION).fill(200), 429, 429]);
    } finally {
      controller.abort();
    }
    // Closed streams free their places.
    await expect
      .poll(async () => {
        const again = new AbortController();
        const status = (await openStream(cookie, again.signal)).status;
        again.abort();
        return status;
      })
      .toBe(200);
  });

  it('a logout ends the session’s open streams', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookie(t.app, user);
    const controller = new AbortController();
    const response = await openStream(cookie, controller.signal);
    const reader = response.body!.getReader();
    await reader.read(); // retry: …
    await inject({ method: 'POST', url: '/api/logout', headers: cookie });
    const ended = await Promise.race([
      (async () => {
        for (;;) if ((await reader.read()).done) return true;
      })(),
      new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    controller.abort();
    expect(ended).toBe(true);
  });

  it('a password reset ends the streams of every session of the account', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookie(t.app, user);
    const controller = new AbortController();
    const response = await openStream(cookie, controller.signal);
    const reader = response.body!.getReader();
    await reader.read();
    await t.app.endAllSessions(user.id);
    const ended = await Promise.race([
      (async () => {
        for (;;) if ((await reader.read()).done) return true;
      })(),
      new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    controller.abort();
    expect(ended).toBe(true);
  });
});
