import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '../test-utils/test-app.ts';
import { send } from './harness.ts';

const t = await buildTestApp();
afterAll(() => t.close());

/**
 * On the embedded database a run of inject() calls can settle through promises alone; the
 * socket writes inject() queues with setImmediate then wait, each holding its request and
 * response (with the fuzzer's long strings), until the run ends: the fuzz suite's worker grew
 * past 4 GB at 2,000 cases per route.
 */
it('lets the event loop turn during a run of requests, so finished ones can be collected', async () => {
  let hasTurned = false;
  setImmediate(() => {
    hasTurned = true;
  });
  for (let i = 0; i < 20; i++)
    expect((await send(t.app, { method: 'GET', url: '/api/apartments' })).statusCode).toBe(200);
  expect(hasTurned).toBe(true);
});
