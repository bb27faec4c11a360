import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';

let t: TestApp;
let admin: { cookie: string };
let owner: { cookie: string };
let renterId: number;
let renter: { cookie: string };
let ipCounter = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await sessionCookie(t.app, await createTestUser(t.db, { role: 'admin' }));
  owner = await sessionCookie(t.app, await createTestUser(t.db, { role: 'owner' }));
  const user = await createTestUser(t.db, { role: 'renter' });
  renterId = user.id;
  renter = await sessionCookie(t.app, user);
});
afterAll(() => t.close());

const message = {
  name: 'Ahmed Kareem',
  email: 'ahmed@example.iq',
  phone: '07701234567',
  message: 'Is the flat in Mansour still available next month?',
};

/** Each test writes from its own address, so the per-IP limit of one test does not leak into another. */
function send(body: unknown, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++ipCounter}`) {
  return t.app.inject({ method: 'POST', url: '/api/contact?lang=en', payload: body as object, headers, remoteAddress });
}

describe('POST /api/contact', () => {
  it('stores a visitor’s message', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), userId: null, ...message, createdAt: expect.any(String) });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({ ...message, userId: null });
  });

  it('records the signed-in sender and accepts a message without phone', async () => {
    const { phone: _, ...withoutPhone } = message;
    const response = await send({ ...withoutPhone, message: '  Please call me back about the land.  ' }, renter);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, response.json().id));
    expect(row).toMatchObject({ userId: renterId, phone: '', message: 'Please call me back about the land.' });
  });

  it('refuses bad input with a message per field and stores nothing', async () => {
    const before = await t.db.select().from(contactMessages);
    const response = await send({ name: 'A', email: 'nope', phone: 'abc', message: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        name: 'This field is required',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number',
        message: 'Message must be 10 to 5000 characters',
      },
    });
    const tooLong = await send({ ...message, message: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ message: 'Message must be 10 to 5000 characters' });
    expect(await t.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('allows 5 messages per address in 10 minutes, then 429 with Retry-After', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(message, {}, '192.0.2.7')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await send(message, {}, '192.0.2.7');
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(await t.db.select().from(contactMessages)).toHaveLength(before + 5);
    expect((await send(message, {}, '192.0.2.8')).statusCode).toBe(201);
  });
});

describe('GET /api/contact-messages', () => {
  it('gives an admin every message, newest first', async () => {
    const response = await t.app.inject({ url: '/api/contact-messages', headers: admin });
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as { id: number }[]).map((m) => m.id);
    const stored = (await t.db.select({ id: contactMessages.id }).from(contactMessages)).map((m) => m.id);
    expect(ids).toEqual(stored.sort((a, b) => b - a));
    expect(ids.length).toBeGreaterThan(5);
    const limited = await t.app.inject({ url: '/api/contact-messages?limit=2', headers: admin });
    expect((limited.json() as { id: number }[]).map((m) => m.id)).toEqual(ids.slice(0, 2));
  });

  it('answers 401 to a visitor, 403 to owners and renters, 400 to a bad limit', async () => {
    expect((await t.app.inject({ url: '/api/contact-messages' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/contact-messages', headers: owner })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/contact-messages', headers: renter })).statusCode).toBe(403);
    const bad = await t.app.inject({ url: '/api/contact-messages?limit=0&lang=en', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['limit']);
  });
});
