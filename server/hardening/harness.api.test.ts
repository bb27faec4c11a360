import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { listings } from '../db/schema.ts';
import { buildTestApp } from '../test-utils/test-app.ts';
import { insertListing, send, snapshot } from './harness.ts';

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

it('sees every write to a guarded table and every new file, and no write that was rolled back', async () => {
  const { id } = await insertListing(t.db, null);
  let before = await snapshot(t);
  await t.db.update(listings).set({ price: 1 }).where(eq(listings.id, id));
  expect(await snapshot(t)).not.toEqual(before);

  before = await snapshot(t);
  // The same values written again count: a refused request writes nothing at all.
  await t.db.execute(sql`update apartments set price = price where id = ${id}`);
  expect(await snapshot(t)).not.toEqual(before);

  before = await snapshot(t);
  await expect(
    t.db.transaction(async (tx) => {
      await tx.delete(listings).where(eq(listings.id, id));
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await snapshot(t)).toEqual(before);

  writeFileSync(join(t.env.DATA_DIR, 'left-behind.jpg'), '');
  expect(await snapshot(t)).not.toEqual(before);
});
