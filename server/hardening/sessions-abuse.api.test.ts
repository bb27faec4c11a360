import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { AUTH_RATE_LIMITS } from '../features/auth/service.ts';
import { SESSION_COOKIE } from '../features/auth/session-plugin.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { buildTestApp } from '../test-utils/test-app.ts';
import { ACCESS_MATRIX } from './access-matrix.ts';
import { buildRoutedApp, createWorld, expectErrorBody, freshIp, snapshot } from './harness.ts';

/**
 * Abuse of sessions and of the same-origin rule. What auth.api.test.ts already proves (limits
 * on one instance, fixation, logout, expiry) is not repeated: here the limits hold across two
 * app instances on one database, and every state-changing route of the table refuses another
 * origin and a form body.
 */
const t = await buildRoutedApp();
const second = await buildTestApp({ database: t.database });
afterAll(async () => {
  await second.app.close();
  rmSync(second.env.DATA_DIR, { recursive: true, force: true });
  await t.close();
});
const instances = [t.app, second.app];

async function account(): Promise<string> {
  const email = `brute-${randomBytes(5).toString('hex')}@test.iq`;
  await t.db.insert(users).values({ email, passwordHash: await hashPassword('the-right-password') });
  return email;
}

describe('login brute force across two app instances on one database', () => {
  it(`refuses the ${AUTH_RATE_LIMITS.perEmail + 1}th attempt on one account from one address, alternating instances`, async () => {
    const email = await account();
    const attacker = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.perEmail; i++) {
      const response = await instances[i % 2]!.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: `guess-${i}` },
        remoteAddress: attacker,
      });
      expect(response.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    // Even the right password is refused now from that address, on either instance, with no session made.
    for (const app of instances) {
      const blocked = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'the-right-password' },
        remoteAddress: attacker,
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
    // The owner, elsewhere, is not locked out by a stranger's guesses (issue 22).
    const owner = await instances[1]!.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'the-right-password' },
      remoteAddress: freshIp(),
    });
    expect(owner.statusCode).toBe(200);
  });

  it(`refuses the ${AUTH_RATE_LIMITS.perIp + 1}th attempt from one address, alternating instances and accounts`, async () => {
    const address = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.perIp; i++) {
      const response = await instances[i % 2]!.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `nobody-${i}-${address}@test.iq`, password: 'whatever-it-is' },
        remoteAddress: address,
      });
      expect(response.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    for (const app of instances) {
      const blocked = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: await account(), password: 'the-right-password' },
        remoteAddress: address,
      });
      expect(blocked.statusCode).toBe(429);
    }
  });
});

describe('sessions', () => {
  it('refuses a forged token, a token for a deleted user, and a token ended on the other instance', async () => {
    const world = await createWorld(t);
    const forged = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}` },
    });
    expect(forged.statusCode).toBe(401);

    const gone = await createWorld(t);
    await t.db.delete(users).where(eq(users.id, gone.users.renter.id));
    expect((await t.app.inject({ url: '/api/auth/user', headers: gone.headers('renter') })).statusCode).toBe(401);

    const headers = world.headers('owner');
    expect((await second.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(401);
    const left = await t.db
      .select()
      .from(sessions)
      .where(sql`(${sessions.sess}->>'userId')::int = ${world.users.owner.id}`);
    expect(left).toEqual([]);
  });
});

describe('cross-origin state changes, on every state-changing route of the table', () => {
  const keys = [...new Set(t.routes.map((r) => r.key))].filter((key) => /^(POST|PUT|PATCH|DELETE) /.test(key));
  const ATTACKS = [
    { name: 'another Origin', headers: { origin: 'https://evil.example' }, status: 403 },
    { name: 'Sec-Fetch-Site: cross-site', headers: { 'sec-fetch-site': 'cross-site' }, status: 403 },
    { name: 'a malformed Origin', headers: { origin: 'null' }, status: 403 },
  ];

  it.each(keys)('%s refuses another site, even for an admin, and changes nothing', async (key) => {
    const world = await createWorld(t);
    for (const c of ACCESS_MATRIX[key]!) {
      for (const attack of ATTACKS) {
        const request = await c.request({
          t,
          world,
          actor: 'admin',
          target: c.targets.includes('others') ? 'others' : c.targets[0]!,
        });
        const before = await snapshot(t);
        const response = await t.app.inject({
          ...request,
          headers: { ...(request.headers as Record<string, string>), ...attack.headers },
        });
        expect(response.statusCode, `${c.name} with ${attack.name}`).toBe(attack.status);
        expectErrorBody(response, key);
        expect(await snapshot(t)).toEqual(before);
      }
    }
  });

  // RFC 8058: mail clients post the one-click unsubscribe as a form, so that route takes one (a
  // browser's cross-site form still meets the 403s above; the link's signature is the credential).
  const formKeys = keys.filter((key) => key !== 'POST /api/unsubscribe');

  it.each(formKeys)('%s refuses a body a cross-site form can send (415)', async (key) => {
    const world = await createWorld(t);
    const c = ACCESS_MATRIX[key]![0]!;
    const request = await c.request({ t, world, actor: 'admin', target: c.targets[0]! });
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const before = await snapshot(t);
      const response = await t.app.inject({
        ...request,
        payload: 'role=admin&status=confirmed',
        headers: { ...(request.headers as Record<string, string>), 'content-type': type },
      });
      expect(response.statusCode, type).toBe(415);
      expect(await snapshot(t)).toEqual(before);
    }
  });
});
