import pg from 'pg';

/** One statement on the PostgreSQL server (create/drop the scratch database, server version). */
export async function adminQuery(url: string, statement: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(statement);
    const row = result.rows[0] as Record<string, unknown> | undefined;
    return row ? String(Object.values(row)[0]) : '';
  } finally {
    await client.end();
  }
}
