import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADVISORY_LOCKS, type Database, exclusively, migrateDatabase, openDatabase } from './db/client.ts';
import type { Env } from './env.ts';
import { createPhotoStorage } from './features/photos/storage.ts';
import { seedDemoData } from './features/seed/seed.ts';
import { createAdmin } from './features/auth/create-admin.ts';

type Log = (message: string) => void;

/** Opens the configured database and brings its schema up to date. */
export async function openMigratedDatabase(env: Env): Promise<Database> {
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL, readUrl: env.DATABASE_READ_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * What a start does before listening: demo data (listings and two demo accounts) into an empty
 * database when SEED_DEMO_DATA allows, and the administrator from ADMIN_EMAIL. The demo accounts'
 * passwords are printed by the start that created them and kept nowhere (issue 22). Processes
 * started together on one database (a deploy of N) take turns: each step finds what the first did.
 */
export function prepareData(database: Database, env: Env, log: Log): Promise<void> {
  return exclusively(database, ADVISORY_LOCKS.startData, () => prepareDataOnce(database, env, log));
}

async function prepareDataOnce(database: Database, env: Env, log: Log): Promise<void> {
  // Earlier versions kept the demo passwords in DATA_DIR to print them on every start.
  rmSync(join(env.DATA_DIR, 'demo-accounts.json'), { force: true });
  if (env.SEED_DEMO_DATA) {
    const result = await seedDemoData(database.db, createPhotoStorage(env));
    if (result.seeded) {
      log(`Seeded ${result.listings} demo listings.`);
      for (const a of result.accounts) log(`Demo ${a.role}: ${a.email} / ${a.password} (shown only now)`);
    }
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const outcome = await createAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, { engine: database.engine });
    log(
      outcome === 'unverified'
        ? `ADMIN_EMAIL ${env.ADMIN_EMAIL} belongs to an account whose address was never verified: not promoted ` +
            '(npm run admin:create -- --force promotes it if you know whose it is).'
        : `Administrator ${env.ADMIN_EMAIL} ${outcome}.`,
    );
  }
}
