import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import { assertCanManage, assertOwnPrivate, requireUser, signedIn, withRole } from './guards.ts';

/** The shared guards every later route uses, exercised through throwaway routes. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.get('/api/test/signed-in', { preHandler: signedIn }, async (request) => ({ id: request.user?.id }));
  t.app.get('/api/test/owners', { preHandler: withRole('owner', 'admin') }, async () => ({ ok: true }));
  t.app.get<{ Params: { ownerId: string } }>('/api/test/listing/:ownerId', async (request) => {
    assertCanManage(requireUser(request), Number(request.params.ownerId));
    return { ok: true };
  });
  t.app.get<{ Params: { ownerId: string } }>('/api/test/booking/:ownerId', async (request) => {
    assertOwnPrivate(requireUser(request), Number(request.params.ownerId));
    return { ok: true };
  });
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
  return { status: response.statusCode, body: response.json() };
}

describe('guards', () => {
  it('answers 401 without a session', async () => {
    for (const url of ['/api/test/signed-in', '/api/test/owners', '/api/test/listing/1', '/api/test/booking/1']) {
      expect(await get(url), url).toEqual({ status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
    }
  });

  it('answers 403 to the wrong role and lets owners and admins in', async () => {
    const renter = await createTestUser(t.db, { role: 'renter' });
    expect(await get('/api/test/owners', await sessionCookie(t.app, renter))).toEqual({
      status: 403,
      body: { message: 'You are not allowed to do this', code: 'FORBIDDEN' },
    });
    expect((await get('/api/test/signed-in', await sessionCookie(t.app, renter))).body).toEqual({ id: renter.id });
    for (const role of ['owner', 'admin'] as const) {
      const user = await createTestUser(t.db, { role });
      expect((await get('/api/test/owners', await sessionCookie(t.app, user))).status, role).toBe(200);
    }
  });

  it('answers 403 for someone else’s listing, 404 for someone else’s private object', async () => {
    const owner = await createTestUser(t.db, { role: 'owner' });
    const other = await createTestUser(t.db, { role: 'owner' });
    const admin = await createTestUser(t.db, { role: 'admin' });
    const mine = await sessionCookie(t.app, owner);
    expect((await get(`/api/test/listing/${owner.id}`, mine)).status).toBe(200);
    expect((await get(`/api/test/listing/${other.id}`, mine)).status).toBe(403);
    expect((await get(`/api/test/listing/${other.id}`, await sessionCookie(t.app, admin))).status).toBe(200);
    expect((await get(`/api/test/booking/${owner.id}`, mine)).status).toBe(200);
    expect(await get(`/api/test/booking/${other.id}`, mine)).toEqual({
      status: 404,
      body: { message: 'Not found', code: 'NOT_FOUND' },
    });
  });
});
