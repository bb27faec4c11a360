import { loadEnv } from '#server/env.ts';
import { openMigratedDatabase, prepareData } from '#server/startup.ts';

/** `npm run seed`: migrates the configured database and adds the demo data if it is missing. */
const env = loadEnv({ ...process.env, SEED_DEMO_DATA: 'true' });
const database = await openMigratedDatabase(env);
try {
  await prepareData(database, env, console.log);
} finally {
  await database.close();
}
