import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test-utils/test-app.ts';
import { PRESSURE_SAMPLE_MS } from './load-shedding.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';

/** Keeps the event loop busy in slices of `sliceMs`, as a stalled server does, for `totalMs`. */
async function stallEventLoop(totalMs: number, sliceMs = 100): Promise<void> {
  const end = Date.now() + totalMs;
  while (Date.now() < end) {
    const sliceEnd = Date.now() + sliceMs;
    while (Date.now() < sliceEnd) {
      // Busy: nothing else runs.
    }
    await yieldToLoop();
  }
}

describe('load shedding (MAX_EVENT_LOOP_DELAY_MS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '50', METRICS_TOKEN: TOKEN } });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('answers new requests 503 with Retry-After while the event loop lags, keeping /healthz and /metrics', async () => {
    expect((await t.app.inject('/api/cities')).statusCode).toBe(200);

    await stallEventLoop(2 * PRESSURE_SAMPLE_MS + 200);

    const shed = await t.app.inject('/api/cities');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(shed.headers['x-content-type-options']).toBe('nosniff');
    // A load balancer stops sending here; the process is still alive and says why.
    expect((await t.app.inject('/readyz')).statusCode).toBe(503);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    const metrics = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('nodejs_eventloop_lag_seconds');

    // Once the loop is quick again, so are the answers.
    await expect
      .poll(async () => (await t.app.inject('/api/cities')).statusCode, {
        timeout: 4 * PRESSURE_SAMPLE_MS,
        interval: 50,
      })
      .toBe(200);
  });
});
