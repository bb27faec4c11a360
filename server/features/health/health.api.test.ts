import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test-utils/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('GET /healthz answers while the process lives', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database does', async () => {
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 when the database does not', async () => {
    const broken = await buildTestApp({
      database: { ...t.database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    const response = await broken.app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    await broken.app.close();
  });

  it('sends security headers', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
