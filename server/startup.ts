import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, migrateDatabase, openDatabase } from './db/client.ts';
import type { Env } from './env.ts';
import { createPhotoStorage } from './features/photos/storage.ts';
import { type DemoAccount, seedDemoData } from './features/seed/seed.ts';
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
 * What a start does before listening: demo data into an empty database (its accounts' passwords
 * are kept in DATA_DIR so every start can print them) and the administrator from ADMIN_EMAIL.
 */
export async function prepareData(database: Database, env: Env, log: Log): Promise<void> {
  const credentialsFile = join(env.DATA_DIR, 'demo-accounts.json');
  if (env.SEED_DEMO_DATA) {
    const result = await seedDemoData(database.db, createPhotoStorage(env));
    if (result.seeded) {
      writeFileSync(credentialsFile, JSON.stringify(result.accounts, null, 2), { mode: 0o600 });
      log(`Seeded ${result.listings} demo listings.`);
    }
  }
  if (existsSync(credentialsFile)) {
    const accounts = JSON.parse(readFileSync(credentialsFile, 'utf8')) as DemoAccount[];
    for (const a of accounts) log(`Demo ${a.role}: ${a.email} / ${a.password}`);
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
