import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWebIfStale } from '../../scripts/build-web-if-stale.ts';
import { DEFAULT_WEB_ROOT } from '../app.ts';
import { SESSION_COOKIE } from '../features/auth/session-plugin.ts';
import { buildTestApp } from '../test-utils/test-app.ts';
import { ACCESS_MATRIX } from './access-matrix.ts';
import { bookingBody, buildRoutedApp, createWorld, freshIp, insertListing, send } from './harness.ts';

/**
 * Security headers on every answer the app gives: each route of the route table, errors, the
 * web app's HTML, stored photos. Then the session cookie's flags, and stored script that comes
 * back inert.
 */
const t = await buildRoutedApp();
const world = await createWorld(t);
buildWebIfStale();
const web = await buildTestApp({ webRoot: DEFAULT_WEB_ROOT });
const script = readdirSync(join(DEFAULT_WEB_ROOT, 'client', 'assets')).find((file) => file.endsWith('.js'));
afterAll(async () => {
  await t.close();
  await web.close();
});

function directives(response: LightMyRequestResponse): Map<string, string> {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d.slice(d.indexOf(' ') + 1)]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse, context: string): void {
  const csp = directives(response);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${context}: script-src`).toBeDefined();
  expect(scripts, `${context}: no inline scripts`).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(csp.get('frame-ancestors'), `${context}: frame-ancestors`).toBe("'none'");
  expect(response.headers['x-content-type-options'], `${context}: nosniff`).toBe('nosniff');
  expect(response.headers['referrer-policy'], `${context}: referrer policy`).toMatch(
    /^(no-referrer|strict-origin-when-cross-origin|same-origin)$/,
  );
  expect(response.headers['x-powered-by'], `${context}: no x-powered-by`).toBeUndefined();
}

describe('security headers', () => {
  const keys = [...new Set(t.routes.map((r) => r.key))].filter((key) => !key.startsWith('HEAD '));
  it.each(keys)('on %s, for success and refusal', async (key) => {
    const c = ACCESS_MATRIX[key]![0]!;
    for (const actor of ['admin', 'visitor'] as const) {
      const request = await c.request({ t, world, actor, target: c.targets[0]! });
      const response = await send(t.app, request);
      expectSecurityHeaders(response, `${key} as ${actor} (${response.statusCode})`);
    }
  });

  it('on the web app, its assets, unknown API paths and Fastify’s own refusals', async () => {
    for (const url of [
      '/',
      '/en/sales',
      '/apartments/12',
      `/assets/${script}`,
      '/api/nothing',
      '/missing.png',
      '/%E0%A4%A',
    ]) {
      const response = await web.app.inject(url);
      expectSecurityHeaders(response, `${url} (${response.statusCode})`);
    }
    const html = await web.app.inject('/sales');
    expect(html.headers['content-type']).toContain('text/html');
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, for 30 days, and a fresh one at every login', async () => {
    const body = { email: `c-${Date.now()}@test.iq`, password: 'a-long-password', firstName: 'A', lastName: 'B' };
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: body,
      remoteAddress: freshIp(),
    });
    const first = registered.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(first).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(first.secure).toBeFalsy();
    expect(first.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email, password: body.password },
      headers: { cookie: `${SESSION_COOKIE}=${first.value}` },
      remoteAddress: freshIp(),
    });
    const second = login.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(second.value).not.toBe(first.value);
    const old = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${first.value}` } });
    expect(old.statusCode).toBe(401);
  });
});

describe('stored script comes back inert', () => {
  const SCRIPT = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>';

  it('every text a user stores is answered as JSON with nosniff, never as HTML', async () => {
    // A world of its own: the header checks above logged the shared one out.
    const world = await createWorld(t);
    const listing = await insertListing(t.db, world.users.owner.id);
    const stored = [
      await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: world.headers('renter'),
        payload: { ...bookingBody(listing.id), name: SCRIPT },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: SCRIPT, email: 'x@example.iq', message: `${SCRIPT} is this free?` },
        remoteAddress: freshIp(),
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          email: `xss-${Date.now()}@test.iq`,
          password: 'a-long-password',
          firstName: SCRIPT,
          lastName: SCRIPT,
        },
        remoteAddress: freshIp(),
      }),
    ];
    for (const response of stored) expect(response.statusCode, response.body).toBe(201);
    const sid = stored[2]!.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const reads = [
      await t.app.inject({ url: '/api/bookings', headers: world.headers('owner') }),
      await t.app.inject({ url: '/api/contact-messages', headers: world.headers('admin') }),
      await t.app.inject({ url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${sid}` } }),
    ];
    for (const response of reads) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toContain(JSON.stringify(SCRIPT).slice(1, -1));
    }
  });
});
