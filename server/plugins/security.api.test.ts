import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-utils/test-app.ts';

let t: TestApp;
let calls = 0;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.post('/api/test-echo', async (request) => {
    calls += 1;
    return { received: request.body ?? null };
  });
});
afterAll(() => t.close());

function postEcho(headers: Record<string, string> = {}, payload?: string | object) {
  return t.app.inject({ method: 'POST', url: '/api/test-echo', headers, payload });
}

describe('same-origin rule for state-changing requests', () => {
  it('accepts a same-origin JSON POST and a body-less POST', async () => {
    const json = await postEcho(
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
      { a: 1 },
    );
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ received: { a: 1 } });
    expect((await postEcho()).statusCode).toBe(200);
  });

  it('refuses another origin with 403 before the handler runs', async () => {
    const before = calls;
    const byOrigin = await postEcho(
      { origin: 'https://evil.example', host: 'localhost:80', 'accept-language': 'en' },
      { a: 1 },
    );
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json()).toEqual({ message: 'Cross-origin request refused', code: 'FORBIDDEN' });
    const bySite = await postEcho({ 'sec-fetch-site': 'cross-site' });
    expect(bySite.statusCode).toBe(403);
    expect(calls).toBe(before);
  });

  it('refuses a form or text body (what a cross-site form can send) with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await postEcho({ 'content-type': type }, 'a=1');
      expect(response.statusCode, type).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await postEcho({ 'content-type': 'application/json' }, '{"a":');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });
});
