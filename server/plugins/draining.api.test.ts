import { request as httpRequest } from 'node:http';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages.ts';
import { contactMessages } from '../db/schema.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '../test-utils/test-app.ts';
import { DRAIN_LIMIT_MS, DRAIN_MIN_MS } from './draining.ts';

/**
 * Shutdown's drain on a real listener: a request already being received finishes and is
 * stored; anything that arrives meanwhile gets 503 with Retry-After and Connection: close,
 * without touching the database; an open notification stream does not hold the drain up.
 */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const storedMessages = async () => (await t.db.select({ n: count() }).from(contactMessages))[0]!.n;

/** POST /api/contact on a connection of its own, the body's second half sent after `pauseMs`. */
function slowContactMessage(pauseMs: number): { headersSent: Promise<void>; status: Promise<number> } {
  const body = JSON.stringify({ name: 'Noor', email: 'noor@example.iq', message: 'Is the flat still free?' });
  let onHeadersSent: () => void = () => {};
  const headersSent = new Promise<void>((resolve) => (onHeadersSent = resolve));
  const status = new Promise<number>((resolve, reject) => {
    const request = httpRequest(`${baseUrl}/api/contact`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.write(body.slice(0, 10), () => onHeadersSent());
    setTimeout(() => request.end(body.slice(10)), pauseMs);
  });
  return { headersSent, status };
}

it('finishes the request in flight, answers newcomers 503 without touching the database, then resolves', async () => {
  const user = await createTestUser(t.db);
  const stream = await fetch(`${baseUrl}/api/notifications/stream`, { headers: await sessionCookie(t.app, user) });
  expect(stream.status).toBe(200);
  const before = await storedMessages();

  const inFlight = slowContactMessage(DRAIN_MIN_MS + 500);
  await inFlight.headersSent;
  // The server has read the headers: the request is being served.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = Date.now();
  const drained = t.app.drain();

  for (const [method, path] of [
    ['GET', '/api/apartments'],
    ['GET', '/readyz'],
    ['POST', '/api/contact'],
  ] as const) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body:
        method === 'POST'
          ? JSON.stringify({ name: 'Ali', email: 'ali@example.iq', message: 'Hello there!' })
          : undefined,
    });
    expect(response.status, path).toBe(503);
    expect(response.headers.get('connection'), path).toBe('close');
    expect(response.headers.get('retry-after'), path).toBe('5');
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(await response.json(), path).toEqual({ code: 'UNAVAILABLE', message: MESSAGES.unavailable.ar });
  }

  expect(await inFlight.status).toBe(201);
  expect(await drained).toBe(0);
  const tookMs = Date.now() - started;
  expect(tookMs).toBeGreaterThanOrEqual(DRAIN_MIN_MS + 300);
  expect(tookMs).toBeLessThan(DRAIN_LIMIT_MS);
  // Only the message that was in flight was stored.
  expect(await storedMessages()).toBe(before + 1);
  await stream.body?.cancel();
});
