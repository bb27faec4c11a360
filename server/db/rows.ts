import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** Runs raw SQL and returns its rows, whichever engine answers (both give `.rows`). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
