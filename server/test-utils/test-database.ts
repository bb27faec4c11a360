import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

/**
 * A fresh, migrated database for one test file: a PGlite clone, or with TEST_DATABASE_URL a
 * PostgreSQL database copied from the run's template and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `dar_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    const database = await openDatabase({ url: databaseUrl(url, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDumpFile'))]);
  return openDatabase({ memory: true, dump });
}
