import { createReadStream, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '#server/env.ts';
import { RestoreError, restoreBackup } from '#server/features/backup/archive.ts';
import { createPhotoStorage } from '#server/features/photos/storage.ts';

/** `npm run restore -- FILE`: a backup made by `npm run backup` into an empty DATA_DIR. */
const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore -- FILE   (a file written by npm run backup; DATA_DIR must be empty)');
  process.exit(2);
}

try {
  const env = loadEnv();
  if (env.DATABASE_URL !== undefined) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore or its base backup (docs/deploy.md).');
    process.exit(2);
  }
  const manifest = await restoreBackup(createReadStream(file), {
    dataDir: env.DATA_DIR,
    storage: createPhotoStorage(env),
  });
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${env.DATA_DIR}: the database and ${manifest.photos} photo files. ` +
      'Start the server with this DATA_DIR.',
  );
} catch (error) {
  console.error(error instanceof EnvError || error instanceof RestoreError ? error.message : error);
  process.exit(1);
}
