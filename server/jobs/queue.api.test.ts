import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import { createTestDatabase } from '#server/test-utils/test-database.ts';
import { backoffSeconds, createJobQueue, scheduleRecurring } from './queue.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const quietLog = { warn() {}, error() {} };

async function jobRows(kind: string) {
  return queryRows<{ attempts: number; failed_at: Date | null; last_error: string | null; run_at: Date }>(
    database.db,
    sql`select attempts, failed_at, last_error, run_at from jobs where kind = ${kind}`,
  );
}

/** Makes every waiting job of a kind due now (instead of waiting out its backoff). */
async function makeDue(kind: string) {
  await database.db.execute(sql`update jobs set run_at = now() where kind = ${kind}`);
}

describe('job queue', () => {
  it('runs a job once and removes it', async () => {
    const queue = createJobQueue(database.db, quietLog);
    const seen: unknown[] = [];
    queue.handle('once', async (payload) => {
      seen.push(payload);
    });
    await queue.enqueue('once', { n: 1 });
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRows('once')).toEqual([]);
  });

  it('retries a failing job later with growing backoff, then gives up and keeps it for a person', async () => {
    const queue = createJobQueue(database.db, quietLog);
    let calls = 0;
    queue.handle('flaky', async () => {
      calls += 1;
      throw new Error(`mail server down (${calls})`);
    });
    await queue.enqueue('flaky', {}, { maxAttempts: 3 });
    await queue.runDue();
    const [afterFirst] = await jobRows('flaky');
    expect(afterFirst!.attempts).toBe(1);
    expect(afterFirst!.last_error).toBe('mail server down (1)');
    expect(new Date(afterFirst!.run_at).getTime()).toBeGreaterThan(Date.now() + 10_000);
    expect(await queue.runDue()).toBe(0); // not due yet
    await makeDue('flaky');
    await queue.runDue();
    await makeDue('flaky');
    await queue.runDue();
    expect(calls).toBe(3);
    const [failed] = await jobRows('flaky');
    expect(failed!.failed_at).not.toBeNull();
    await makeDue('flaky');
    expect(await queue.runDue()).toBe(0);
    expect(backoffSeconds(1)).toBe(15);
    expect(backoffSeconds(3)).toBe(60);
    expect(backoffSeconds(20)).toBe(3600);
  });

  it('a job queued before a restart is run by the next process', async () => {
    const before = createJobQueue(database.db, quietLog);
    await before.enqueue('durable', { to: 'a@b.iq' });
    await before.stop();
    const after = createJobQueue(database.db, quietLog);
    const seen: unknown[] = [];
    after.handle('durable', async (payload) => {
      seen.push(payload);
    });
    await after.runDue();
    expect(seen).toEqual([{ to: 'a@b.iq' }]);
  });

  it('a job whose worker died is taken again when its lock runs out', async () => {
    const queue = createJobQueue(database.db, quietLog);
    await queue.enqueue('orphan', {});
    // A worker took it and died: locked, attempt counted.
    await database.db.execute(
      sql`update jobs set locked_until = now() + interval '5 minutes', attempts = 1 where kind = 'orphan'`,
    );
    let calls = 0;
    queue.handle('orphan', async () => {
      calls += 1;
    });
    expect(await queue.runDue()).toBe(0);
    await database.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where kind = 'orphan'`);
    expect(await queue.runDue()).toBe(1);
    expect(calls).toBe(1);
  });

  it('two queues on one database never run the same job twice', async () => {
    const a = createJobQueue(database.db, quietLog);
    const b = createJobQueue(database.db, quietLog);
    const runs: number[] = [];
    for (const q of [a, b]) {
      q.handle('shared', async (payload) => {
        runs.push(payload.n as number);
      });
    }
    for (let n = 0; n < 20; n++) await a.enqueue('shared', { n });
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs.sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
  });

  it('a recurring job is kept once per slot, however many processes schedule it', async () => {
    const slot = new Date(Date.now() + 60 * 60 * 1000);
    for (let i = 0; i < 3; i++) {
      const queue = createJobQueue(database.db, quietLog);
      await scheduleRecurring(
        queue,
        'hourly-test',
        () => slot,
        async () => {},
      ).enqueueNext();
    }
    expect(await jobRows('hourly-test')).toHaveLength(1);
  });
});
