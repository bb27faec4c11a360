import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test-utils/test-app.ts';
import { SESSION_COOKIE } from './session-plugin.ts';
import { hashPassword } from './passwords.ts';

/**
 * The external login end to end: a real OpenID Connect provider (oidc-provider, with its
 * development login and consent pages) on 127.0.0.1, a browser played by fetch, and the app.
 */

const PUBLIC_URL = 'http://127.0.0.1:3000';
const CALLBACK_URL = `${PUBLIC_URL}/api/login/callback`;
const CLIENT = { client_id: 'dar-web', client_secret: 'dar-web-secret-for-tests-only' };

/** The people the provider knows, by account id (what is typed into its login page). */
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  layla: {
    email: 'Layla.Owner@Mail.IQ',
    email_verified: true,
    given_name: 'Layla',
    family_name: 'Karim',
    picture: 'https://images.example/layla.jpg',
  },
  omar: { email: 'omar@mail.iq', email_verified: true, given_name: 'Omar', family_name: 'Saleh' },
  existing: { email: 'existing@mail.iq', email_verified: true, picture: 'https://images.example/existing.png' },
  unverified: { email: 'victim@mail.iq', email_verified: false, given_name: 'Mallory' },
  admin: { email: 'boss@mail.iq', email_verified: true },
  squatted: { email: 'squatted@mail.iq', email_verified: true, given_name: 'Real', family_name: 'Owner' },
  noPicture: { email: 'plain@mail.iq', email_verified: true, picture: 'javascript:alert(1)' },
};

let server: Server;
let t: TestApp;

beforeAll(async () => {
  let handle: RequestListener = (_request, response) => response.end();
  server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ ...CLIENT, redirect_uris: [CALLBACK_URL] }],
    findAccount: async (_context, id) =>
      ACCOUNTS[id] ? { accountId: id, claims: async () => ({ sub: id, ...ACCOUNTS[id] }) } : undefined,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['provider-cookie-key-for-tests'] },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  handle = provider.callback();
  t = await buildTestApp({
    env: {
      PUBLIC_URL,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT.client_id,
      OIDC_CLIENT_SECRET: CLIENT.client_secret,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

function flowCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'oidc_flow');
  if (!cookie) throw new Error('no flow cookie');
  return `oidc_flow=${encodeURIComponent(cookie.value)}`;
}

/** GET /api/login?…: the redirect to the provider and the cookie that remembers the flow. */
async function startLogin(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/login?${query}` });
  expect(response.statusCode).toBe(302);
  return { location: new URL(response.headers.location as string), cookie: flowCookie(response), response };
}

/** Plays the browser at the provider: follows redirects, signs in as the account, consents. */
async function signInAtProvider(authorizationUrl: URL, accountId: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const [name, value] = [pair.slice(0, separator), pair.slice(separator + 1)];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(CALLBACK_URL)) return next;
      url = next;
      form = undefined;
      continue;
    }
    const page = await response.text();
    expect(response.status, page).toBe(200);
    form = page.includes('name="prompt" value="login"')
      ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the browser back');
}

/** The app's callback with the provider's answer; returns the response. */
async function callBack(callback: URL, cookie: string) {
  return t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });
}

async function loginExternally(accountId: string, query: string) {
  const { location, cookie } = await startLogin(query);
  const callback = await signInAtProvider(location, accountId);
  return callBack(callback, cookie);
}

function sessionOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

async function me(sid: string | undefined) {
  return t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${sid}` } });
}

async function userByEmail(email: string) {
  return (await t.db.select().from(users).where(eq(users.email, email)))[0];
}

describe('GET /api/login with an OpenID Connect provider configured', () => {
  it('sends the browser to the provider with PKCE and state, remembered in a signed short-lived cookie', async () => {
    const { location, response } = await startLogin('role=owner');
    expect(location.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: CLIENT.client_id,
      response_type: 'code',
      redirect_uri: CALLBACK_URL,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{20,}$/),
    });
    const cookie = response.cookies.find((c) => c.name === 'oidc_flow');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/login', maxAge: 600 });
    // Signed: the verifier never travels to the provider, and the value carries a signature.
    expect(cookie?.value).not.toContain(location.searchParams.get('code_challenge'));
    expect(cookie?.value).toMatch(/\.[\w+/=-]+$/);
  });

  it('creates an owner from the provider’s claims, with the picture, and signs them in', async () => {
    const response = await loginExternally('layla', 'role=owner');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const sid = sessionOf(response);
    expect(sid).toBeDefined();
    expect(response.cookies.find((c) => c.name === 'oidc_flow')?.value).toBe('');

    const user = await me(sid);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      email: 'layla.owner@mail.iq',
      firstName: 'Layla',
      lastName: 'Karim',
      role: 'owner',
      profileImageUrl: 'https://images.example/layla.jpg',
    });
    const row = await userByEmail('layla.owner@mail.iq');
    expect(row).toMatchObject({ oidcSubject: 'layla', passwordHash: null, role: 'owner' });

    // The same person again: the same account, not a second one.
    const again = await loginExternally('layla', 'role=renter');
    expect((await me(sessionOf(again))).json()).toMatchObject({ id: row?.id, role: 'owner' });
    expect(await t.db.select().from(users).where(eq(users.oidcSubject, 'layla'))).toHaveLength(1);
  });

  it('creates a renter and returns to the same-site page the person came from', async () => {
    const response = await loginExternally('omar', `role=renter&next=${encodeURIComponent('/apartments/7?x=1')}`);
    expect(response.headers.location).toBe('/apartments/7?x=1');
    expect((await me(sessionOf(response))).json()).toMatchObject({ email: 'omar@mail.iq', role: 'renter' });
  });

  it('refuses to return to another site, and refuses the admin role', async () => {
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/login?role=renter&next=${encodeURIComponent(next)}`,
      });
      expect(response.statusCode, next).toBe(400);
    }
    const admin = await t.app.inject({ method: 'GET', url: '/api/login?role=admin' });
    expect(admin.statusCode).toBe(400);
    expect(admin.cookies).toEqual([]);
  });

  it('links an existing account whose address is verified on both sides, upgrading a renter who chose owner, and ends its old sessions', async () => {
    const [existing] = await t.db
      .insert(users)
      .values({
        email: 'existing@mail.iq',
        passwordHash: await hashPassword('old password'),
        firstName: 'Hana',
        emailVerifiedAt: new Date(),
      })
      .returning();
    const oldSession = await t.app.sessions.create(existing!.id);
    const response = await loginExternally('existing', 'role=owner');
    expect(response.headers.location).toBe('/');
    expect((await me(sessionOf(response))).json()).toMatchObject({
      id: existing?.id,
      role: 'owner',
      firstName: 'Hana',
    });
    const row = await userByEmail('existing@mail.iq');
    expect(row).toMatchObject({
      oidcSubject: 'existing',
      profileImageUrl: 'https://images.example/existing.png',
      passwordHash: existing?.passwordHash,
    });
    expect((await me(oldSession)).statusCode).toBe(401);
  });

  it('never links an administrator’s account automatically, whatever the provider asserts (issue 22)', async () => {
    await t.db.insert(users).values({ email: 'boss@mail.iq', role: 'admin', emailVerifiedAt: new Date() });
    const response = await loginExternally('admin', 'role=renter');
    expect(response.headers.location).toBe('/login?error=external');
    expect(sessionOf(response)).toBeUndefined();
    expect(await userByEmail('boss@mail.iq')).toMatchObject({ role: 'admin', oidcSubject: null });
  });

  it('does not link an account registered in advance for the address: the owner gets a fresh one, the squatter loses it (issue 22)', async () => {
    // The attack: a password account for someone else's address, registered before they ever came.
    const [squatter] = await t.db
      .insert(users)
      .values({ email: 'squatted@mail.iq', passwordHash: await hashPassword('squatter password'), firstName: 'Sq' })
      .returning();
    const squatterSession = await t.app.sessions.create(squatter!.id);
    const response = await loginExternally('squatted', 'role=renter');
    expect(response.headers.location).toBe('/');
    const owner = (await me(sessionOf(response))).json();
    expect(owner).toMatchObject({ email: 'squatted@mail.iq', firstName: 'Real', emailVerified: true });
    expect(owner.id).not.toBe(squatter!.id);
    // The squatter's session, password login and hold on the address are gone.
    expect((await me(squatterSession)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'squatted@mail.iq', password: 'squatter password' },
    });
    expect(login.statusCode).toBe(401);
    expect((await userByEmail('squatted@mail.iq'))?.id).toBe(owner.id);
  });

  it('does not take over an account when the provider has not verified the e-mail', async () => {
    await t.db.insert(users).values({ email: 'victim@mail.iq', firstName: 'Victim' });
    const response = await loginExternally('unverified', 'role=owner');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=external');
    expect(sessionOf(response)).toBeUndefined();
    expect(await userByEmail('victim@mail.iq')).toMatchObject({ oidcSubject: null, role: 'renter' });
  });

  it('keeps only https pictures', async () => {
    const response = await loginExternally('noPicture', 'role=renter');
    expect((await me(sessionOf(response))).json()).toMatchObject({ email: 'plain@mail.iq', profileImageUrl: null });
  });

  it('refuses a callback without its flow cookie, with a tampered one or with another flow’s state', async () => {
    const first = await startLogin('role=owner');
    const callback = await signInAtProvider(first.location, 'omar');
    const second = await startLogin('role=owner');
    const value = decodeURIComponent(first.cookie.slice('oidc_flow='.length));
    const tampered = `oidc_flow=${encodeURIComponent(value.replace('"role":"owner"', '"role":"renter"'))}`;
    expect(tampered).not.toBe(first.cookie);
    const unsigned = `oidc_flow=${encodeURIComponent(value.slice(0, value.lastIndexOf('.')))}`;
    for (const cookie of ['', tampered, unsigned, second.cookie]) {
      const response = await callBack(callback, cookie);
      expect(response.statusCode, cookie).toBe(302);
      expect(response.headers.location).toBe('/login?error=external');
      expect(sessionOf(response)).toBeUndefined();
    }
    // The genuine cookie still works, once: the provider does not redeem a code twice.
    const genuine = await callBack(callback, first.cookie);
    expect(genuine.headers.location).toBe('/');
    const replay = await callBack(callback, first.cookie);
    expect(replay.headers.location).toBe('/login?error=external');
  });

  it('treats a refusal at the provider as a failed login', async () => {
    const { cookie } = await startLogin('role=renter');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/login/callback?error=access_denied&state=whatever',
      headers: { cookie },
    });
    expect(denied.headers.location).toBe('/login?error=external');
    expect(sessionOf(denied)).toBeUndefined();
  });
});
