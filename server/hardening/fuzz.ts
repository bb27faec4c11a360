import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, expectedStatus } from './access-matrix.ts';
import {
  buildRoutedApp,
  createWorld,
  expectErrorBody,
  freshIp,
  multipartBody,
  type RegisteredRoute,
  type Request,
  send,
  snapshot,
  type World,
} from './harness.ts';
import type { TestApp } from '../test-utils/test-app.ts';
import { junk, nastySegment, nastyString, rawBody } from './nasty-input.ts';

/**
 * Property-based fuzzing of every route of the app: its body, query string, path parameters
 * and raw bytes. Whatever arrives, the answer is never a 5xx; every refusal is the contract's
 * JSON `{message, code}` in the reader's language; a refused request changes nothing.
 * FUZZ_RUNS sets the cases per route and property (`npm run test:hardening` runs many more).
 * The routes are shared out between fuzz-*.api.test.ts, one part each, which run side by side.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const VISITOR_RUNS = Math.max(20, Math.floor(RUNS / 4));

/** A request the route accepts (admin on someone else's object), the base every mutation starts from. */
async function validRequest(
  t: TestApp,
  world: World,
  route: RegisteredRoute,
  actor: 'admin' | 'visitor',
): Promise<Request> {
  const c = ACCESS_MATRIX[route.key]![0]!;
  const target = c.targets.includes('others') ? 'others' : c.targets[0]!;
  const request = await c.request({ t, world, actor, target });
  // Without ?lang= every message must come back in Arabic, the default.
  const url = new URL(request.url, 'http://x');
  url.searchParams.delete('lang');
  return { ...request, url: url.pathname + url.search };
}

interface Mutation {
  describe: string;
  apply(request: Request, route: RegisteredRoute): Request;
}

const bodyKeys = (route: RegisteredRoute): string[] => {
  const shape = (route.schema?.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};
const queryKeys = (route: RegisteredRoute): string[] => {
  const shape = (route.schema?.querystring as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape).filter((k) => k !== 'lang') : [];
};

const isMultipart = (request: Request) =>
  String((request.headers as Record<string, string> | undefined)?.['content-type'] ?? '').startsWith('multipart/');

/** Mutations of a JSON body: fields replaced, dropped or added, or the whole body junk. */
const jsonBodyMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc
    .record({
      replace: fc.array(fc.tuple(fc.nat(), junk), { minLength: 1, maxLength: 3 }),
      drop: fc.array(fc.nat(), { maxLength: 2 }),
      extra: fc.dictionary(
        fc.constantFrom('id', 'ownerId', 'userId', 'role', 'status', 'available', 'createdAt'),
        junk,
        {
          maxKeys: 3,
        },
      ),
    })
    .map(
      ({ replace, drop, extra }): Mutation => ({
        describe: `fields ${JSON.stringify({ replace, drop, extra }).slice(0, 300)}`,
        apply: (request, route) => {
          const keys = bodyKeys(route);
          const body = { ...((request.payload as Record<string, unknown> | undefined) ?? {}) };
          for (const [i, value] of replace) if (keys.length) body[keys[i % keys.length]!] = value;
          for (const i of drop) if (keys.length) delete body[keys[i % keys.length]!];
          return { ...request, payload: { ...body, ...extra } };
        },
      }),
    ),
  junk.map(
    (value): Mutation => ({
      describe: `body ${JSON.stringify(value)?.slice(0, 300)}`,
      apply: (request) => ({
        ...request,
        payload: JSON.stringify(value) ?? 'null',
        headers: { ...request.headers, 'content-type': 'application/json' },
      }),
    }),
  ),
);

/** Mutations of a multipart upload: the file's bytes, name, type and field, and the framing. */
const multipartMutation: fc.Arbitrary<Mutation> = fc
  .record({
    data: fc.oneof(
      fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a)),
      nastyString.map((s) => Buffer.from(s)),
    ),
    filename: nastyString.map((s) => s.replace(/["\r\n]/g, '')),
    type: fc.oneof(
      nastyString.map((s) => s.replace(/[\r\n]/g, '')),
      fc.constantFrom('image/jpeg', 'image/svg+xml'),
    ),
    field: fc.constantFrom('photo', 'file', 'photo[]', ''),
    truncate: fc.boolean(),
  })
  .map(({ data, filename, type, field, truncate }) => ({
    describe: `multipart ${JSON.stringify({ filename, type, field, truncate, bytes: data.length })}`,
    apply: (request) => {
      const body = multipartBody([{ data, filename, type, field }]);
      const payload = truncate ? body.payload.subarray(0, Math.floor(body.payload.length / 2)) : body.payload;
      return { ...request, payload, headers: { ...request.headers, ...body.headers } };
    },
  }));

/** Mutations of the query string: known and unknown keys, repeated keys, junk values. */
const queryMutation: fc.Arbitrary<Mutation> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.nat().map((i) => ({ known: i })),
        nastyString.filter((s) => s !== 'lang' && s.length < 50),
      ),
      fc.oneof(nastyString, fc.array(nastyString, { minLength: 2, maxLength: 3 })),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((pairs) => ({
    describe: `query ${JSON.stringify(pairs).slice(0, 300)}`,
    apply: (request, route) => {
      const keys = queryKeys(route);
      const url = new URL(request.url, 'http://x');
      for (const [key, value] of pairs) {
        const name = typeof key === 'string' ? key : (keys[key.known % Math.max(1, keys.length)] ?? 'limit');
        url.searchParams.delete(name);
        for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(name, v);
      }
      return { ...request, url: url.pathname + url.search };
    },
  }));

/** Mutations of the path: every parameter (and wildcard) replaced by a hostile segment. */
const pathMutation = (keep: (segment: string) => boolean): fc.Arbitrary<Mutation> =>
  nastySegment.filter(keep).map((segment) => ({
    describe: `path segment ${segment}`,
    apply: (request, route) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const path = route.url.replace(/:[A-Za-z]+/g, segment).replace('*', segment);
      return { ...request, url: path + query };
    },
  }));

const rawMutation: fc.Arbitrary<Mutation> = rawBody.map(({ payload, contentType }) => ({
  describe: `raw ${contentType} ${String(payload).slice(0, 120)}`,
  apply: (request) => {
    const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
    delete headers['content-type'];
    if (contentType) headers['content-type'] = contentType;
    return { ...request, payload, headers };
  },
}));

/**
 * For visitors, raw bodies are left out (a wrong Content-Type is refused with 415 before the
 * session is read), and so are path segments that no route can match: empty or dot segments
 * (the URL names another route), malformed percent-encoding (400) and segments over Fastify's
 * 100-character parameter limit (404), all answered before any route runs.
 */
function isRoutable(segment: string): boolean {
  if (segment === '' || segment.length > 100 || /^(\.|%2e)+$/i.test(segment)) return false;
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

function mutationsFor(route: RegisteredRoute, base: Request, { isVisitor = false } = {}): fc.Arbitrary<Mutation>[] {
  const all = [queryMutation];
  if (route.method !== 'GET') all.push(isMultipart(base) ? multipartMutation : jsonBodyMutation);
  if (route.method !== 'GET' && !isVisitor) all.push(rawMutation);
  if (/[:*]/.test(route.url)) all.push(pathMutation(isVisitor ? isRoutable : () => true));
  return all;
}

function expectSafeAnswer(response: LightMyRequestResponse, request: Request, context: string): void {
  expect(response.statusCode, `${context} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expectErrorBody(response, context);
  if (!new URL(request.url, 'http://x').searchParams.has('lang')) {
    // The default language is Arabic: no untranslated library text reaches the reader.
    expect(response.json().message, `${context}: message in Arabic`).toMatch(/[\u0600-\u06ff]/);
  }
}

/** Generous: 200 cases of a route take a few seconds, but the machine may be shared. */
const TIMEOUT_MS = 30_000 + RUNS * 500;

/** Fuzzes every `parts`-th route of the app's route table, starting at the `part`-th (0-based). */
export async function fuzzRoutes(part: number, parts: number): Promise<void> {
  const t = await buildRoutedApp();
  afterAll(() => t.close());
  const routes = t.routes.filter((r) => r.method !== 'HEAD').filter((_route, index) => index % parts === part);
  const world = await createWorld(t);
  describe.each(routes.map((r) => [r.key, r] as const))('%s', (key, route) => fuzzRoute(t, world, key, route));
}

function fuzzRoute(t: TestApp, world: World, key: string, route: RegisteredRoute): void {
  it(
    `never answers 5xx to ${RUNS} hostile requests from an admin, and a refusal changes nothing`,
    async () => {
      const base = await validRequest(t, world, route, 'admin');
      // One fingerprint per case: an accepted request may change the database, a refused one may not.
      let state = await snapshot(t);
      await fc.assert(
        fc.asyncProperty(fc.oneof(...mutationsFor(route, base)), async (mutation) => {
          const request = { ...mutation.apply(base, route), remoteAddress: freshIp() };
          const response = await send(t.app, request);
          const context = `${key} with ${mutation.describe}`;
          expectSafeAnswer(response, request, context);
          const after = await snapshot(t);
          if (response.statusCode >= 400) expect(after, context).toEqual(state);
          state = after;
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  const visitorStatus = expectedStatus(ACCESS_MATRIX[key]![0]!, 'visitor', ACCESS_MATRIX[key]![0]!.targets[0]!);
  it.runIf(visitorStatus === 401)(
    `answers a visitor 401 before looking at the input (${VISITOR_RUNS} cases)`,
    async () => {
      const base = await validRequest(t, world, route, 'visitor');
      await fc.assert(
        fc.asyncProperty(fc.oneof(...mutationsFor(route, base, { isVisitor: true })), async (mutation) => {
          const request = { ...mutation.apply(base, route), remoteAddress: freshIp() };
          const response = await send(t.app, request);
          const context = `${key} with ${mutation.describe}`;
          expect(response.statusCode, `${context} → ${response.body.slice(0, 300)}`).toBe(401);
          expectErrorBody(response, context);
        }),
        { numRuns: VISITOR_RUNS },
      );
    },
    TIMEOUT_MS,
  );
}
