import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, expectedStatus } from './access-matrix.ts';
import { ACTORS, buildRoutedApp, createWorld, expectErrorBody, send, snapshot } from './harness.ts';

/**
 * OWASP A01: every route of the app × {visitor, renter, owner, other owner, admin} × {own,
 * someone else's, missing object}. The route list comes from the app itself, so a new route
 * without an entry in ACCESS_MATRIX fails here; after every refusal the database and DATA_DIR
 * are exactly as before.
 */
const t = await buildRoutedApp();
afterAll(() => t.close());

/** Fastify answers HEAD for every GET route; HEAD must be refused exactly like GET. */
const routeKeys = [...new Set(t.routes.map((r) => r.key))].sort();
const matrixKeyOf = (key: string) => (ACCESS_MATRIX[key] ? key : key.replace(/^HEAD /, 'GET '));

describe('the route table', () => {
  it('has a matrix entry for every route, and every entry names a route that exists', () => {
    expect(routeKeys.length).toBeGreaterThan(10);
    expect(routeKeys.filter((key) => !ACCESS_MATRIX[matrixKeyOf(key)])).toEqual([]);
    expect(Object.keys(ACCESS_MATRIX).filter((key) => !routeKeys.includes(key))).toEqual([]);
  });
});

for (const key of routeKeys) {
  const [method] = key.split(' ') as [string];
  describe(key, () => {
    for (const c of ACCESS_MATRIX[matrixKeyOf(key)] ?? []) {
      for (const actor of ACTORS) {
        for (const target of c.targets) {
          const status = expectedStatus(c, actor, target);
          it(`${c.name}: ${actor} on ${target} object → ${status}`, async () => {
            const world = await createWorld(t);
            const request = await c.request({ t, world, actor, target });
            const before = await snapshot(t);
            const response = await send(t.app, { ...request, method: method as never });
            expect(response.statusCode, response.body).toBe(status);
            if (status >= 400) {
              if (method !== 'HEAD') expectErrorBody(response, key);
              expect(await snapshot(t)).toEqual(before);
            }
          });
        }
      }
    }
  });
}
