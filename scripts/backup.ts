import { createReadStream, createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { DataDirInUseError, openDatabase } from '#server/db/client.ts';
import { EnvError, loadEnv } from '#server/env.ts';
import { inspectBackup, writeBackup } from '#server/features/backup/archive.ts';
import { controlSocketPath, requestBackup } from '#server/features/backup/control-socket.ts';
import { withDeletionHold } from '#server/features/photos/deletion-hold.ts';
import { createPhotoStorage } from '#server/features/photos/storage.ts';

/**
 * `npm run backup -- --out FILE`: a consistent backup of the embedded database and the photos,
 * taken by the running server through DATA_DIR/control.sock (or directly when none runs), checked
 * by reading it back, then moved into place. For PostgreSQL see docs/deploy.md.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run backup -- --out FILE');
  process.exit(2);
}
const out = values.out;
const partial = `${out}.partial`;

try {
  const env = loadEnv();
  if (env.DATABASE_URL !== undefined) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump or base backups (docs/deploy.md, "Backups").');
    process.exit(2);
  }
  const file = createWriteStream(partial, { mode: 0o600 });
  const socket = controlSocketPath(env.DATA_DIR);
  let via = 'the running server';
  if (!existsSync(socket) || !(await tryServer(socket, file))) {
    via = 'the data directory (no server running)';
    await backUpDirectly(env, file);
  }
  await finished(file);
  const manifest = await inspectBackup(createReadStream(partial));
  renameSync(partial, out);
  const megabytes = (statSync(out).size / 1e6).toFixed(1);
  console.log(
    `Backup of ${env.DATA_DIR} written to ${out} by ${via}: ${manifest.photos} photo files, ${megabytes} MB.`,
  );
} catch (error) {
  rmSync(partial, { force: true });
  console.error(error instanceof EnvError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
}

/** False when no server answers on the socket (it was left by a server that was killed). */
async function tryServer(socket: string, file: Writable): Promise<boolean> {
  try {
    await requestBackup(socket, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ENOENT') return false;
    throw error;
  }
}

async function backUpDirectly(env: ReturnType<typeof loadEnv>, file: Writable): Promise<void> {
  const database = await openDatabase({ dataDir: env.DATA_DIR });
  try {
    await writeBackup({ database, storage: withDeletionHold(createPhotoStorage(env)), dataDir: env.DATA_DIR }, file);
  } finally {
    await database.close();
  }
}
