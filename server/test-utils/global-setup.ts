import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated database, cloned per test file. */
    pgliteDumpFile: string;
    /** PostgreSQL: a migrated template database, copied per test file. */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run (DESIGN.md section 5): a fresh PGlite takes ~5 s, a clone ~0.6 s.
 * With TEST_DATABASE_URL the same happens on PostgreSQL with a template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `dar_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${template}`);
    const database = await openDatabase({ url: databaseUrl(url, template) });
    await migrateDatabase(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpFile', '');
    return async () => {
      await adminQuery(url, `drop database if exists ${template} with (force)`);
    };
  }
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const dump = await database.dump();
  await database.close();
  const directory = mkdtempSync(join(tmpdir(), 'dar-test-'));
  const file = join(directory, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(directory, { recursive: true, force: true });
}
