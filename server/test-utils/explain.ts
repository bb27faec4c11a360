import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';

/** What `explain` (EXPLAIN, or e.g. EXPLAIN (ANALYZE)) prints of each statement in turn, as one text. */
export async function explainText(db: Db | Tx, statements: SQL[], explain = sql`explain`): Promise<string> {
  const plans: string[] = [];
  for (const statement of statements) {
    const rows = await queryRows<Record<string, string>>(db, sql`${explain} ${statement}`);
    plans.push(rows.map((row) => Object.values(row)[0]).join('\n'));
  }
  return plans.join('\n');
}
