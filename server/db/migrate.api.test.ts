import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from '#server/test-utils/postgres-admin.ts';
import { migrateDatabase, openDatabase } from './client.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('migrations on a shared PostgreSQL', () => {
  it('let several processes started together migrate one empty database', async () => {
    const name = `dar_migrate_${randomBytes(4).toString('hex')}`;
    await adminQuery(url!, `create database ${name}`);
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ url: databaseUrl(url!, name) })));
    try {
      await Promise.all(databases.map((database) => migrateDatabase(database)));
      const [row] = await adminQuery<{ n: string }>(
        databaseUrl(url!, name),
        'select count(*) as n from drizzle.__drizzle_migrations',
      );
      expect(Number(row?.n)).toBeGreaterThan(5);
    } finally {
      for (const database of databases) await database.close();
      await adminQuery(url!, `drop database if exists ${name} with (force)`);
    }
  });
});
