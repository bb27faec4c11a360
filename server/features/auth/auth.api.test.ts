import { rmSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUserSchema } from '#common/users.ts';
import { rateLimits, sessions, users } from '#server/db/schema.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import { SESSION_COOKIE } from './session-plugin.ts';
import { createAdmin } from './create-admin.ts';
import { AUTH_RATE_LIMITS } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * Every test comes from its own address, so the per-IP login limit of one test never spills
 * into another (the counters live in the shared database, as in production).
 */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

let emailCounter = 0;
function uniqueEmail(): string {
  emailCounter += 1;
  return `person${emailCounter}@mail.iq`;
}

function request(options: InjectOptions & { remoteAddress?: string }): Promise<Response> {
  return t.app.inject({
    remoteAddress: options.remoteAddress ?? nextAddress(),
    ...options,
    headers: { 'accept-language': 'en', ...options.headers },
  }) as Promise<Response>;
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers, remoteAddress });
}

function sidOf(response: Response): string | undefined {
  return response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

function withSid(sid: string | undefined): Record<string, string> {
  return { cookie: `${SESSION_COOKIE}=${sid}` };
}

async function currentUser(sid: string | undefined) {
  return request({ method: 'GET', url: '/api/auth/user', headers: withSid(sid) });
}

async function sessionCount(userId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(sessions)
    .where(sql`(${sessions.sess}->>'userId')::int = ${userId}`);
  return row!.n;
}

async function userByEmail(email: string) {
  return (await t.db.select().from(users).where(eq(users.email, email)))[0];
}

const PASSWORD = 'correct horse battery';

async function register(overrides: Record<string, unknown> = {}) {
  const body = { email: uniqueEmail(), password: PASSWORD, firstName: 'Zainab', lastName: 'Ali', ...overrides };
  const response = await post('/api/register', body);
  return { body, response };
}

describe('POST /api/register', () => {
  it('creates a renter, signs them in and never shows the password hash', async () => {
    const email = uniqueEmail();
    const { response } = await register({ email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toEqual({
      id: expect.any(Number),
      email,
      firstName: 'Zainab',
      lastName: 'Ali',
      profileImageUrl: null,
      role: 'renter',
      phone: null,
      whatsapp: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(publicUserSchema.safeParse(user).success).toBe(true);
    expect(response.body).not.toMatch(/argon2|passwordHash|oidcSubject/);

    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');

    const row = await userByEmail(email);
    expect(row).toMatchObject({ id: user.id, role: 'renter', firstName: 'Zainab', oidcSubject: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await sessionCount(user.id)).toBe(1);

    const me = await currentUser(cookie?.value);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('lets a person register as an owner', async () => {
    const { body, response } = await register({ role: 'owner' });
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe('owner');
    expect((await userByEmail(body.email))?.role).toBe('owner');
  });

  it('refuses an e-mail already in use, whatever its case, with 409 and a clear message', async () => {
    const { body } = await register();
    const again = await post('/api/register', { ...body, email: body.email.toUpperCase(), firstName: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'CONFLICT',
      fields: { email: 'An account with this email already exists' },
    });
    expect(sidOf(again)).toBeUndefined();
    const rows = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe('Zainab');
  });

  it('refuses to register an admin or any role but renter and owner', async () => {
    for (const role of ['admin', 'ADMIN', 'seeker', '', 1, null]) {
      const email = uniqueEmail();
      const response = await post('/api/register', { email, password: PASSWORD, firstName: 'A', lastName: 'B', role });
      expect(response.statusCode, String(role)).toBe(400);
      expect(response.json().fields).toEqual({ role: 'Please choose property seeker or property owner' });
      expect(await userByEmail(email), String(role)).toBeUndefined();
    }
  });

  it.each([
    [
      'an empty body',
      {},
      {
        email: 'This field is required',
        password: 'This field is required',
        firstName: 'This field is required',
        lastName: 'This field is required',
      },
    ],
    ['a malformed e-mail', { email: 'not-an-email' }, { email: 'Please enter a valid email address' }],
    ['a blank e-mail', { email: '   ' }, { email: 'This field is required' }],
    ['an e-mail that is a number', { email: 42 }, { email: 'Invalid value' }],
    ['a 7-character password', { password: '1234567' }, { password: 'Password must be 8 to 128 characters' }],
    ['a 129-character password', { password: 'x'.repeat(129) }, { password: 'Password must be 8 to 128 characters' }],
    ['a password that is an object', { password: { $gt: '' } }, { password: 'Invalid value' }],
    ['a blank first name', { firstName: '  ' }, { firstName: 'This field is required' }],
    ['a 101-character last name', { lastName: 'x'.repeat(101) }, { lastName: 'Name must be at most 100 characters' }],
  ])('answers %s with 400 and field messages', async (_name, change, fields) => {
    const before = await t.db.select({ n: count() }).from(users);
    const base = { email: uniqueEmail(), password: PASSWORD, firstName: 'A', lastName: 'B' };
    const body = Object.keys(change).length === 0 ? {} : { ...base, ...change };
    const response = await post('/api/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields });
    expect(Object.keys(response.json().fields).sort()).toEqual(Object.keys(fields).sort());
    expect(await t.db.select({ n: count() }).from(users)).toEqual(before);
  });

  it('answers bodies that are not an object with 400, never 500', async () => {
    for (const payload of ['[]', '"x"', 'null', '42', '{"email":']) {
      const response = await request({
        method: 'POST',
        url: '/api/register',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(400);
    }
    const empty = await request({ method: 'POST', url: '/api/register' });
    expect(empty.statusCode).toBe(400);
  });

  it('answers in Arabic by default', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'x', password: PASSWORD, firstName: 'A', lastName: 'B' },
    });
    expect(response.json().fields.email).toBe('يرجى إدخال بريد إلكتروني صالح');
  });
});

describe('POST /api/login', () => {
  let email: string;
  beforeAll(async () => {
    ({
      body: { email },
    } = await register());
  });

  it('signs in with the right password, whatever the e-mail case', async () => {
    const response = await post('/api/login', { email: ` ${email.toUpperCase()}`, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({ email, role: 'renter', firstName: 'Zainab' });
    expect(response.body).not.toMatch(/argon2|passwordHash/);
    const sid = sidOf(response);
    expect(sid).toBeDefined();
    expect((await currentUser(sid)).json()).toEqual(user);
  });

  it('gives one 401 message for a wrong password, an unknown e-mail and a password-less account', async () => {
    const external = await createTestUser(t.db, { email: uniqueEmail(), oidcSubject: 'sub-no-password' });
    const attempts = [
      { email, password: 'wrong password' },
      { email: uniqueEmail(), password: PASSWORD },
      { email: external.email, password: PASSWORD },
    ];
    for (const attempt of attempts) {
      const response = await post('/api/login', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Invalid email or password. Please try again.',
        code: 'UNAUTHORIZED',
      });
      expect(sidOf(response)).toBeUndefined();
    }
  });

  it('signs in an admin created by admin:create', async () => {
    const adminEmail = uniqueEmail();
    await createAdmin(t.db, adminEmail, 'admin password 1');
    const response = await post('/api/login', { email: adminEmail, password: 'admin password 1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('admin');
  });

  it('answers bad payloads with 400 and field messages', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { email: 'This field is required', password: 'This field is required' }],
      [{ email, password: '' }, { password: 'This field is required' }],
      [{ email: 'nope', password: PASSWORD }, { email: 'Please enter a valid email address' }],
      [{ email: [email], password: PASSWORD }, { email: 'Invalid value' }],
      [{ email, password: 'x'.repeat(129) }, { password: 'Password must be 8 to 128 characters' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await post('/api/login', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
  });

  it('gives a new session id and makes the old one useless (no session fixation)', async () => {
    const other = await createTestUser(t.db);
    const planted = await sessionCookie(t.app, other);
    const plantedSid = planted.cookie.split('=')[1];
    expect((await currentUser(plantedSid)).statusCode).toBe(200);

    const response = await post('/api/login', { email, password: PASSWORD }, planted);
    expect(response.statusCode).toBe(200);
    const fresh = sidOf(response);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(plantedSid);
    expect((await currentUser(plantedSid)).statusCode).toBe(401);
    expect(await sessionCount(other.id)).toBe(0);
    expect((await currentUser(fresh)).json().email).toBe(email);

    // A token the attacker made up is never adopted either.
    const madeUp = await post('/api/login', { email, password: PASSWORD }, withSid('attacker-chosen-token'));
    expect(sidOf(madeUp)).not.toBe('attacker-chosen-token');
  });
});

describe('POST /api/logout', () => {
  it('destroys the session on the server and clears the cookie; the old cookie then gets 401', async () => {
    const { response } = await register();
    const sid = sidOf(response);
    const { id } = response.json();
    expect(await sessionCount(id)).toBe(1);

    const logout = await post('/api/logout', undefined, withSid(sid));
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    const cleared = logout.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect(await sessionCount(id)).toBe(0);

    const replay = await currentUser(sid);
    expect(replay.statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    const response = await post('/api/logout', undefined);
    expect(response.statusCode).toBe(204);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 without a session or with an unknown or expired one', async () => {
    const none = await request({ method: 'GET', url: '/api/auth/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    expect((await currentUser('garbage')).statusCode).toBe(401);

    const user = await createTestUser(t.db);
    const { cookie } = await sessionCookie(t.app, user);
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(sql`(${sessions.sess}->>'userId')::int = ${user.id}`);
    expect((await request({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('slides the 30-day expiry forward when the session is used', async () => {
    const user = await createTestUser(t.db);
    const { cookie } = await sessionCookie(t.app, user);
    const mine = sql`(${sessions.sess}->>'userId')::int = ${user.id}`;
    const tenDays = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
    await t.db.update(sessions).set({ expire: tenDays }).where(mine);
    expect((await request({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(mine);
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });
});

describe('POST /api/auth/role', () => {
  it('converts a renter to owner and returns the stored user', async () => {
    const renter = await createTestUser(t.db, { role: 'renter' });
    const response = await post('/api/auth/role', { role: 'owner' }, await sessionCookie(t.app, renter));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: renter.id, role: 'owner' });
    const [row] = await t.db.select().from(users).where(eq(users.id, renter.id));
    expect(row?.role).toBe('owner');
  });

  it('is a no-op 200 for an owner or an admin', async () => {
    for (const role of ['owner', 'admin'] as const) {
      const user = await createTestUser(t.db, { role });
      const response = await post('/api/auth/role', { role: 'owner' }, await sessionCookie(t.app, user));
      expect(response.statusCode, role).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, role, updatedAt: user.updatedAt.toISOString() });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.role).toBe(role);
    }
  });

  it('refuses every other target role with 400; nobody makes themselves admin', async () => {
    for (const role of ['renter', 'owner', 'admin'] as const) {
      const user = await createTestUser(t.db, { role });
      const cookie = await sessionCookie(t.app, user);
      for (const target of ['admin', 'renter', 'Owner', undefined]) {
        const response = await post('/api/auth/role', target === undefined ? {} : { role: target }, cookie);
        expect(response.statusCode, `${role} → ${target}`).toBe(400);
        expect(response.json().code).toBe('VALIDATION');
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.role).toBe(role);
    }
  });

  it('answers 401 without a session, even for a bad body', async () => {
    expect((await post('/api/auth/role', { role: 'owner' })).statusCode).toBe(401);
    expect((await post('/api/auth/role', { role: 'admin' })).statusCode).toBe(401);
  });
});

describe('GET /api/login without an identity provider configured', () => {
  it('leads to the register tab with the chosen role', async () => {
    for (const [query, location] of [
      ['role=owner', '/login?tab=register&role=owner'],
      ['role=renter', '/login?tab=register&role=renter'],
      ['', '/login?tab=register&role=renter'],
    ]) {
      const response = await request({ method: 'GET', url: `/api/login?${query}` });
      expect(response.statusCode, query).toBe(302);
      expect(response.headers.location).toBe(location);
      expect(response.cookies).toEqual([]);
    }
  });

  it('refuses the admin role or any other', async () => {
    for (const role of ['admin', 'seeker']) {
      const response = await request({ method: 'GET', url: `/api/login?role=${role}` });
      expect(response.statusCode, role).toBe(400);
      expect(response.json().fields).toEqual({ role: 'Please choose property seeker or property owner' });
    }
  });

  it('has no callback to call', async () => {
    const response = await request({ method: 'GET', url: '/api/login/callback?code=x&state=y' });
    expect(response.statusCode).toBe(404);
  });
});

describe('brute-force limits', () => {
  const { perEmail, perIp } = AUTH_RATE_LIMITS;

  it(`refuses the ${perEmail + 1}th login for one e-mail within a minute, from any address`, async () => {
    const {
      body: { email },
    } = await register();
    for (let i = 0; i < perEmail; i++) {
      expect((await post('/api/login', { email, password: 'wrong guess' })).statusCode).toBe(401);
    }
    const blocked = await post('/api/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please wait and try again.', code: 'RATE_LIMITED' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(sidOf(blocked)).toBeUndefined();
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:email:${email}`));
    expect(row?.count).toBe(perEmail + 1);
  });

  it(`refuses the ${perIp + 1}th login from one address within a minute, whatever the e-mail`, async () => {
    const address = nextAddress();
    for (let i = 0; i < perIp; i++) {
      const response = await post('/api/login', { email: uniqueEmail(), password: PASSWORD }, {}, address);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post('/api/login', { email: uniqueEmail(), password: PASSWORD }, {}, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/login', { email: uniqueEmail(), password: PASSWORD })).statusCode).toBe(401);
  });

  it('limits registration per address too', async () => {
    const address = nextAddress();
    const body = (email: string) => ({ email, password: PASSWORD, firstName: 'A', lastName: 'B' });
    for (let i = 0; i < perIp; i++) {
      expect((await post('/api/register', body(uniqueEmail()), {}, address)).statusCode).toBe(201);
    }
    const email = uniqueEmail();
    const blocked = await post('/api/register', body(email), {}, address);
    expect(blocked.statusCode).toBe(429);
    expect(await userByEmail(email)).toBeUndefined();
  });
});

describe('same-origin rule on the auth calls (CSRF)', () => {
  it('refuses a cross-origin login before checking anything', async () => {
    const {
      body: { email },
    } = await register();
    const evil = await post(
      '/api/login',
      { email, password: PASSWORD },
      { origin: 'https://evil.example', host: '127.0.0.1:3000' },
    );
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ message: 'Cross-origin request refused', code: 'FORBIDDEN' });
    expect(sidOf(evil)).toBeUndefined();
    const bySite = await post('/api/login', { email, password: PASSWORD }, { 'sec-fetch-site': 'cross-site' });
    expect(bySite.statusCode).toBe(403);
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:email:${email}`));
    expect(row).toBeUndefined();

    const same = await post(
      '/api/login',
      { email, password: PASSWORD },
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
    );
    expect(same.statusCode).toBe(200);
  });

  it('refuses a cross-site logout and role change, so a session cannot be ridden', async () => {
    const renter = await createTestUser(t.db, { role: 'renter' });
    const { cookie } = await sessionCookie(t.app, renter);
    const headers = { cookie, 'sec-fetch-site': 'cross-site' };
    expect((await post('/api/logout', undefined, headers)).statusCode).toBe(403);
    expect((await post('/api/auth/role', { role: 'owner' }, headers)).statusCode).toBe(403);
    expect(await sessionCount(renter.id)).toBe(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, renter.id));
    expect(row?.role).toBe('renter');
  });

  it('refuses a login sent as a form (what a cross-site form can post) with 415', async () => {
    const response = await request({
      method: 'POST',
      url: '/api/login',
      payload: 'email=a%40b.iq&password=12345678',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('sessions across app processes', () => {
  it('a session made by one instance is valid in a second one on the same database, and ends in both', async () => {
    // What the second instance purges on start: a dead session and a finished rate-limit window.
    const stale = await createTestUser(t.db);
    await t.db.insert(sessions).values({ sid: 'expired-sid', sess: { userId: stale.id }, expire: new Date(0) });
    await t.db.insert(rateLimits).values({ key: 'login:ip:expired', count: 3, resetAt: new Date(0) });

    const second = await buildTestApp({ database: t.database });
    try {
      await second.app.ready();
      const { response } = await register();
      const sid = sidOf(response);
      const there = await second.app.inject({ method: 'GET', url: '/api/auth/user', headers: withSid(sid) });
      expect(there.statusCode).toBe(200);
      expect(there.json()).toEqual(response.json());

      const logout = await second.app.inject({ method: 'POST', url: '/api/logout', headers: withSid(sid) });
      expect(logout.statusCode).toBe(204);
      expect((await currentUser(sid)).statusCode).toBe(401);

      expect(await t.db.select().from(sessions).where(eq(sessions.sid, 'expired-sid'))).toEqual([]);
      expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'login:ip:expired'))).toEqual([]);
    } finally {
      await second.app.close();
      rmSync(second.env.DATA_DIR, { recursive: true, force: true });
    }
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({ database: t.database, env: { PUBLIC_URL: 'https://dar.example' } });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: uniqueEmail(), password: PASSWORD, firstName: 'A', lastName: 'B' },
        headers: { origin: 'https://dar.example' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await secure.app.close();
      rmSync(secure.env.DATA_DIR, { recursive: true, force: true });
    }
  });
});
