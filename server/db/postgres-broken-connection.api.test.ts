import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminQuery } from '../test-utils/postgres-admin.ts';
import { createTestDatabase } from '../test-utils/test-database.ts';
import { isDatabaseUnavailable } from './client.ts';
import { queryRows } from './rows.ts';

/**
 * A PostgreSQL restart ends every backend with 57P01. A connection that is checked out of the
 * pool (inside a transaction) then emits 'error' on its client; with no listener that crashed
 * the whole server process (found by hardening/pg-restart.test.ts).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL connection that breaks while in use', () => {
  it('fails its transaction as "unavailable" and the process and pool carry on', async () => {
    const database = await createTestDatabase();
    try {
      const transaction = database.db.transaction(async (tx) => {
        const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await adminQuery(process.env.TEST_DATABASE_URL!, `select pg_terminate_backend(${row!.pid})`);
        // The termination arrives while no query runs on the connection.
        await sleep(300);
        await tx.execute(sql`select 1`);
      });
      const failure = await transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      await database.ping();
    } finally {
      await database.close();
    }
  });
});
