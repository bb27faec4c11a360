import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idParamSchema } from '#common/schema-helpers.ts';
import type { TestApp } from '../test-utils/test-app.ts';
import { ACCESS_MATRIX, expectedStatus } from './access-matrix.ts';
import {
  ACTORS,
  bookingBody,
  buildRoutedApp,
  createWorld,
  expectErrorBody,
  freshIp,
  insertListing,
  type RegisteredRoute,
  send,
  snapshot,
  type World,
} from './harness.ts';

/**
 * The defects the attack suites found, each pinned by the smallest request that showed it.
 * (The fuzz and matrix suites find them again; these name them.)
 */
let t: TestApp & { routes: RegisteredRoute[] };
let world: World;
beforeAll(async () => {
  t = await buildRoutedApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

/** A request whose JSON body is sent as written, malformed or hostile as it may be. */
function rawJson(method: 'POST' | 'PATCH', url: string, body: string): InjectOptions {
  return { method, url, payload: body, headers: { 'content-type': 'application/json' } };
}

async function expectRefusedUnchanged(request: InjectOptions, status: number) {
  const before = await snapshot(t);
  const response = await t.app.inject(request);
  expect(response.statusCode, response.body).toBe(status);
  expectErrorBody(response, JSON.stringify(request).slice(0, 200));
  expect(await snapshot(t)).toEqual(before);
  return response;
}

describe('U+0000 in a text field (PostgreSQL text cannot hold it: was a 500)', () => {
  it('is refused with 400 naming the field, on every route that stores text', async () => {
    const listing = await insertListing(t.db, world.users.owner.id);
    const cases = [
      {
        url: '/api/bookings?lang=en',
        headers: world.headers('renter'),
        payload: { ...bookingBody(listing.id), name: 'Zai\u0000nab' },
        field: 'name',
      },
      {
        url: '/api/contact?lang=en',
        headers: {},
        payload: { name: 'Noor', email: 'noor@example.iq', message: 'Hello\u0000 is the flat free?' },
        field: 'message',
      },
      {
        url: '/api/register?lang=en',
        headers: {},
        payload: { email: 'nul@example.iq', password: 'a-long-password', firstName: 'N\u0000', lastName: 'H' },
        field: 'firstName',
      },
    ];
    for (const { url, headers, payload, field } of cases) {
      const response = await expectRefusedUnchanged(
        { method: 'POST', url, headers, payload, remoteAddress: freshIp() },
        400,
      );
      expect(response.json().fields, url).toEqual({ [field]: 'Invalid value' });
    }
  });

  it('is refused in a query string too', async () => {
    await expectRefusedUnchanged({ method: 'GET', url: '/api/login?next=/%00', headers: {} }, 400);
  });
});

it('reads a deeply nested body in time linear in its depth (each level copied its path: 17 s of CPU for 300 KB)', async () => {
  const depth = 50_000;
  const nested = (inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
  const timed = async (body: string) => {
    const started = performance.now();
    // A visitor's logout: any route reads a JSON body, and this one keeps everyone's session.
    const response = await t.app.inject(rawJson('POST', '/api/logout?lang=en', body));
    return { response, elapsed: performance.now() - started };
  };

  const refused = await timed(nested('"\\u0000"'));
  expect(refused.response.statusCode).toBe(400);
  expect(Object.keys(refused.response.json().fields)).toEqual([Array.from({ length: depth }, () => '0').join('.')]);
  expect(refused.elapsed).toBeLessThan(2_000);

  const accepted = await timed(nested('"text"'));
  expect(accepted.response.statusCode).toBe(204);
  expect(accepted.elapsed).toBeLessThan(2_000);
});

it('refuses a listing id beyond the integer column with 400 naming it, rather than a database 500', async () => {
  const response = await expectRefusedUnchanged(
    {
      method: 'POST',
      url: '/api/bookings?lang=en',
      headers: world.headers('renter'),
      payload: bookingBody(2 ** 31),
    },
    400,
  );
  expect(response.json().fields).toEqual({ apartment_id: 'Invalid value' });
});

describe('answers Fastify gives before routing (were its own JSON, without the security headers)', () => {
  it('answers a malformed URL with the contract body and the security headers', async () => {
    // The query of a malformed URL cannot be read: the language comes from Accept-Language.
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/%E0%A4%A/status',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Bad request', code: 'BAD_REQUEST' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers an overlong path parameter as a missing object (404)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(200)}/x`, headers: {} });
    expect(response.statusCode).toBe(404);
    const status = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${'1'.repeat(200)}/status`,
      headers: world.headers('admin'),
      payload: { status: 'confirmed' },
    });
    expect(status.statusCode).toBe(404);
    expect(status.json().code).toBe('NOT_FOUND');
  });
});

it('translates the schema library’s own messages (a body that is not an object was English in Arabic)', async () => {
  for (const payload of ['null', '0', '"text"', '[]']) {
    const response = await expectRefusedUnchanged(
      {
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: freshIp(),
      },
      400,
    );
    expect(response.json().message, payload).toBe('قيمة غير صالحة');
  }
});

it('answers a visitor 401 before reading the input of a signed-in route', async () => {
  await expectRefusedUnchanged({ method: 'GET', url: '/api/auth/user?x=%00' }, 401);
  await expectRefusedUnchanged(rawJson('POST', '/api/auth/role', '{"__proto__":{"role":"admin"}}'), 401);
});

it('answers a visitor 401 on the listing routes whatever the body, path or query (were 400 and 404)', async () => {
  await expectRefusedUnchanged({ method: 'POST', url: '/api/apartments', payload: { title_en: null } }, 401);
  await expectRefusedUnchanged({ method: 'PATCH', url: '/api/apartments/0/price', payload: { price: 1 } }, 401);
  await expectRefusedUnchanged(rawJson('PATCH', '/api/apartments/1/availability', 'null'), 401);
  await expectRefusedUnchanged({ method: 'GET', url: '/api/myproperties?x=%00' }, 401);
});

describe('path ids other than plain decimal digits (0x10, 1e3, +1, 01, 1.0 named objects 16, 1000 and 1)', () => {
  const idRoutes = () => t.routes.filter((r) => r.method !== 'HEAD' && r.url.includes(':id'));

  it('every route with an :id reads it with the one shared schema', () => {
    expect(idRoutes().length).toBeGreaterThan(5);
    for (const route of idRoutes()) expect(route.schema?.params, route.key).toBe(idParamSchema);
  });

  /** Spellings that Number() reads as the id n; only `${n}` itself names the object. */
  const spellings = (n: number) => [
    `0x${n.toString(16)}`,
    `0o${n.toString(8)}`,
    `0b${n.toString(2)}`,
    `${n}e0`,
    `${n}.0`,
    `${n}.`,
    `0${n}`,
    `+${n}`,
    `%20${n}`,
    `${n}%20`,
    `%09${n}`,
  ];

  it('answers 404 to every other spelling of an id the caller may use, and changes nothing', async () => {
    for (const route of idRoutes()) {
      const c = ACCESS_MATRIX[route.key]![0]!;
      // A cell in which the request is accepted: the id names an object the actor may use (their
      // own, or another's for the routes that act on others only, such as an admin's on users).
      const target = c.targets.includes('own') ? 'own' : 'others';
      const actor = ACTORS.find((a) => expectedStatus(c, a, target) < 400)!;
      const request = await c.request({ t, world: await createWorld(t), actor, target });
      const [path, query] = request.url.split('?') as [string, string | undefined];
      const segments = path.split('/');
      // The id may have a suffix in its segment (`/og/listings/:id.jpg`).
      const template = route.url.split('/');
      const at = template.findIndex((segment) => segment.startsWith(':id'));
      const suffix = template[at]!.slice(':id'.length);
      const id = Number(segments[at]!.slice(0, segments[at]!.length - suffix.length));
      expect(`${id}${suffix}`, route.key).toBe(segments[at]);
      for (const spelling of spellings(id)) {
        const url = segments.with(at, `${spelling}${suffix}`).join('/') + (query === undefined ? '' : `?${query}`);
        const before = await snapshot(t);
        const response = await send(t.app, { ...request, url });
        const context = `${route.method} ${url}`;
        expect(response.statusCode, `${context} → ${response.body.slice(0, 200)}`).toBe(404);
        expectErrorBody(response, context);
        expect(await snapshot(t), context).toEqual(before);
      }
    }
  });
});
