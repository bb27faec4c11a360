import pg from 'pg';

/**
 * One statement on a PostgreSQL server over its own short connection (create or drop a scratch
 * database, a look-up); the rows it returns. For tests, the hardening suite and benchmarks.
 */
export async function adminQuery<T = Record<string, unknown>>(
  url: string,
  statement: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
