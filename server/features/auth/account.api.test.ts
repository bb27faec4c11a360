import { count, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test-utils/test-app.ts';
import { SESSION_COOKIE } from './session-plugin.ts';

/** Phone numbers on accounts (issue 19): registration, `GET`/`PATCH /api/auth/user`. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let counter = 0;
function unique() {
  counter += 1;
  return {
    email: `phone${counter}@mail.iq`,
    remoteAddress: `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}`,
  };
}

function request(options: InjectOptions & { remoteAddress?: string }): Promise<Response> {
  return t.app.inject({ ...options, headers: { 'accept-language': 'en', ...options.headers } }) as Promise<Response>;
}

function sidOf(response: Response): string {
  return response.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
}

const withSid = (sid: string) => ({ cookie: `${SESSION_COOKIE}=${sid}` });

async function register(extra: Record<string, unknown> = {}) {
  const { email, remoteAddress } = unique();
  const response = await request({
    method: 'POST',
    url: '/api/register',
    remoteAddress,
    payload: { email, password: 'a-long-password', firstName: 'Noor', lastName: 'Hassan', role: 'owner', ...extra },
  });
  return { response, email };
}

async function storedUser(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

function patch(sid: string, payload: Record<string, unknown>) {
  return request({ method: 'PATCH', url: '/api/auth/user', headers: withSid(sid), payload });
}

describe('POST /api/register with a phone', () => {
  it('stores what an Iraqi types as E.164 and answers it, with the WhatsApp flag', async () => {
    const { response, email } = await register({ phone: '٠٧٧٠ ١٢٣ ٤٥٦٧', whatsapp: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ phone: '+9647701234567', whatsapp: true });
    expect(await storedUser(email)).toMatchObject({ phone: '+9647701234567', whatsapp: true });
    const me = await request({ method: 'GET', url: '/api/auth/user', headers: withSid(sidOf(response)) });
    expect(me.json()).toMatchObject({ phone: '+9647701234567', whatsapp: true });
  });

  it("keeps the spec's call without a phone working: no number, no WhatsApp", async () => {
    const { response, email } = await register({ whatsapp: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ phone: null, whatsapp: false });
    expect(await storedUser(email)).toMatchObject({ phone: null, whatsapp: false });
  });

  it('refuses a number that is not an Iraqi mobile with a field message, and stores no account', async () => {
    for (const phone of ['12345', '+44 7700 900123', 'call me']) {
      const { response, email } = await register({ phone });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        fields: { phone: 'Please enter a valid phone number' },
      });
      expect(await storedUser(email)).toBeUndefined();
    }
  });

  it('answers the field message in the reader’s language', async () => {
    const { email, remoteAddress } = unique();
    const response = await request({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      headers: { 'accept-language': 'ar' },
      payload: { email, password: 'a-long-password', firstName: 'نور', lastName: 'حسن', phone: '0770' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.phone).toBe('يرجى إدخال رقم هاتف صالح');
  });
});

describe('PATCH /api/auth/user', () => {
  it('changes name, phone and WhatsApp; absent fields stay', async () => {
    const { response, email } = await register({ phone: '07701234567' });
    const sid = sidOf(response);
    const changed = await patch(sid, { firstName: 'Zainab', phone: '+964 780 999 0000', whatsapp: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      firstName: 'Zainab',
      lastName: 'Hassan',
      phone: '+9647809990000',
      whatsapp: true,
    });
    expect(await storedUser(email)).toMatchObject({ firstName: 'Zainab', phone: '+9647809990000', whatsapp: true });

    // An empty number removes it, and WhatsApp with it.
    const removed = await patch(sid, { phone: '' });
    expect(removed.json()).toMatchObject({ phone: null, whatsapp: false });
  });

  it('refuses a bad number with a field message and changes nothing', async () => {
    const { response, email } = await register({ phone: '07701234567' });
    const refused = await patch(sidOf(response), { firstName: 'Other', phone: '0770 12' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ phone: 'Please enter a valid phone number' });
    expect(await storedUser(email)).toMatchObject({ firstName: 'Noor', phone: '+9647701234567' });
  });

  it('is for signed-in users only', async () => {
    const response = await request({ method: 'PATCH', url: '/api/auth/user', payload: { firstName: 'X' } });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password only with the current one, and ends the other sessions but this one', async () => {
    const { response, email } = await register();
    const sid = sidOf(response);
    const login = await request({
      method: 'POST',
      url: '/api/login',
      remoteAddress: unique().remoteAddress,
      payload: { email, password: 'a-long-password' },
    });
    const otherSid = sidOf(login);
    const { id } = (await storedUser(email))!;
    const sessionsOf = async () =>
      (await t.db.select({ n: count() }).from(sessions).where(sql`(${sessions.sess}->>'userId')::int = ${id}`))[0]!.n;
    expect(await sessionsOf()).toBe(2);

    const missing = await patch(sid, { newPassword: 'another-long-password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: 'Enter your current password to set a new one' });

    const wrong = await patch(sid, { currentPassword: 'not-it-at-all', newPassword: 'another-long-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'The current password is not correct' });
    expect(await sessionsOf()).toBe(2);

    const short = await patch(sid, { currentPassword: 'a-long-password', newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ newPassword: 'Password must be 8 to 128 characters' });

    const changed = await patch(sid, { currentPassword: 'a-long-password', newPassword: 'another-long-password' });
    expect(changed.statusCode).toBe(200);
    expect(await sessionsOf()).toBe(1);
    expect((await request({ method: 'GET', url: '/api/auth/user', headers: withSid(sid) })).statusCode).toBe(200);
    expect((await request({ method: 'GET', url: '/api/auth/user', headers: withSid(otherSid) })).statusCode).toBe(401);

    const relogin = (password: string) =>
      request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: unique().remoteAddress,
        payload: { email, password },
      });
    expect((await relogin('a-long-password')).statusCode).toBe(401);
    expect((await relogin('another-long-password')).statusCode).toBe(200);
  });
});
