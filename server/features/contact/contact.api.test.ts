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

describe('the admins’ inbox: GET /api/admin/messages and PATCH /api/admin/messages/:id', () => {
  async function storeMessages(n: number) {
    const rows = await t.db
      .insert(contactMessages)
      .values(Array.from({ length: n }, (_, i) => ({ ...message, name: `Sender ${i}` })))
      .returning({ id: contactMessages.id });
    return rows.map((r) => r.id);
  }

  it('pages the messages newest first by keyset, with the unhandled count', async () => {
    await storeMessages(3);
    const all = (await t.db.select({ id: contactMessages.id }).from(contactMessages)).map((m) => m.id);
    const newestFirst = all.sort((a, b) => b - a);
    const first = await t.app.inject({ url: '/api/admin/messages?limit=2', headers: admin });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-unread-count']).toBe(String(all.length));
    expect((first.json() as { id: number }[]).map((m) => m.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.json()[0]).toMatchObject({ ...message, name: 'Sender 2', handled: false, handledAt: null });
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBe(`/api/admin/messages?limit=2&cursor=${newestFirst[1]}`);
    const second = await t.app.inject({ url: next!, headers: admin });
    expect((second.json() as { id: number }[]).map((m) => m.id)).toEqual(newestFirst.slice(2, 4));
    const whole = await t.app.inject({ url: `/api/admin/messages?limit=200`, headers: admin });
    expect(whole.json()).toHaveLength(all.length);
    expect(whole.headers.link).toBeUndefined();
  });

  it('marks a message handled and unread again, and counts it', async () => {
    const [id] = await storeMessages(1);
    const before = Number(
      (await t.app.inject({ url: '/api/admin/messages', headers: admin })).headers['x-unread-count'],
    );
    const patch = (handled: unknown, headers: Record<string, string> = admin, target: number | string = id!) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/messages/${target}?lang=en`, payload: { handled }, headers });

    const handled = await patch(true);
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ id, handled: true, handledAt: expect.any(String) });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id!));
    expect(row?.handledAt).toBeInstanceOf(Date);
    // Marking it again keeps the first time it was handled.
    expect((await patch(true)).json().handledAt).toBe(handled.json().handledAt);
    const after = await t.app.inject({ url: '/api/admin/messages', headers: admin });
    expect(Number(after.headers['x-unread-count'])).toBe(before - 1);

    const unread = await patch(false);
    expect(unread.json()).toMatchObject({ id, handled: false, handledAt: null });
    const [again] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id!));
    expect(again?.handledAt).toBeNull();

    expect((await patch(true, admin, 2_000_000_000)).statusCode).toBe(404);
    expect((await patch(true, admin, 'abc')).statusCode).toBe(404);
    const bad = await patch('yes');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['handled']);
  });

  it('is for admins only: 401 to a visitor, 403 to owners and renters, and nothing changes', async () => {
    const [id] = await storeMessages(1);
    for (const [headers, status] of [
      [{}, 401],
      [owner, 403],
      [renter, 403],
    ] as const) {
      expect((await t.app.inject({ url: '/api/admin/messages', headers })).statusCode).toBe(status);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/messages/${id}`,
        payload: { handled: true },
        headers,
      });
      expect(patched.statusCode).toBe(status);
    }
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id!));
    expect(row?.handledAt).toBeNull();
    const bad = await t.app.inject({ url: '/api/admin/messages?cursor=x&lang=en', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['cursor']);
  });
});
