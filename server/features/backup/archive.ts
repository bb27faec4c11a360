import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { extract, pack } from 'tar-stream';
import type { Database } from '#server/db/client.ts';
import type { HeldStorage } from '../photos/deletion-hold.ts';
import type { PhotoStorage } from '../photos/storage.ts';

/**
 * A backup of the embedded database is one gzipped tar: `manifest.json`, `database.tar` (the
 * PGlite data directory at one instant), `photos/<key>` for every stored file, and DATA_DIR's
 * generated session secret and demo accounts when present (docs/decisions/backups.md).
 */
const FORMAT = 'dar-backup-1';
const DATABASE_ENTRY = 'database.tar';
const PHOTOS = 'photos/';
/** Files of DATA_DIR a restored copy needs to behave as the original (sessions stay valid). */
const DATA_FILES = ['session-secret', 'demo-accounts.json'];

export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  photos: number;
}

/**
 * Writes a consistent backup to `out` while the server keeps serving: the database is copied
 * at one instant (after a checkpoint), then every photo file; deletes of photo files wait until
 * the copy is done, so every photo the copied listings show is in it.
 */
export async function writeBackup(
  { database, storage, dataDir }: { database: Database; storage: HeldStorage; dataDir: string },
  out: Writable,
): Promise<BackupManifest> {
  const release = storage.holdDeletes();
  const archive = pack();
  const written = pipeline(archive, createGzip(), out);
  try {
    await database.db.execute(sql`checkpoint`);
    const snapshot = Buffer.from(await (await database.dump()).arrayBuffer());
    await addEntry(archive, DATABASE_ENTRY, snapshot);
    for (const name of DATA_FILES) {
      const file = join(dataDir, name);
      if (existsSync(file)) await addEntry(archive, name, readFileSync(file), 0o600);
    }
    let photos = 0;
    for await (const { key } of storage.list()) {
      const photo = await storage.get(key);
      if (!photo) continue;
      await addEntry(archive, `${PHOTOS}${key}`, await buffer(photo.body));
      photos += 1;
    }
    const manifest: BackupManifest = { format: FORMAT, createdAt: new Date().toISOString(), photos };
    await addEntry(archive, 'manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    archive.finalize();
    await written;
    return manifest;
  } catch (error) {
    archive.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  } finally {
    release();
  }
}

function addEntry(archive: ReturnType<typeof pack>, name: string, data: Buffer, mode = 0o644): Promise<void> {
  return new Promise((resolve, reject) =>
    archive.entry({ name, size: data.length, mode, mtime: new Date() }, data, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

export class RestoreError extends Error {}

/** Reads a backup's entries in order; rejects on a damaged or truncated file. */
async function readEntries(input: Readable, onEntry: (name: string, data: Buffer) => Promise<void>): Promise<void> {
  const entries = extract();
  const gunzip = createGunzip();
  for (const stream of [input, gunzip]) stream.on('error', (error) => entries.destroy(error));
  input.pipe(gunzip).pipe(entries);
  for await (const entry of entries) await onEntry(entry.header.name, await buffer(entry));
}

/** What a backup file holds, read through to its end: a truncated or foreign file is refused. */
export async function inspectBackup(input: Readable): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let hasDatabase = false;
  await readEntries(input, async (name, data) => {
    if (name === 'manifest.json') manifest = JSON.parse(data.toString('utf8')) as BackupManifest;
    if (name === DATABASE_ENTRY) hasDatabase = data.length > 0;
  });
  if (manifest?.format !== FORMAT || !hasDatabase) throw new RestoreError('This file is not a complete Dar backup');
  return manifest;
}

/**
 * Restores a backup into an empty DATA_DIR: the database directory, DATA_DIR's files, and the
 * photos into `storage` (the disk, or the configured bucket; a key already there is the same
 * immutable file and is kept). Refuses a DATA_DIR that already holds a database.
 */
export async function restoreBackup(
  input: Readable,
  { dataDir, storage }: { dataDir: string; storage: PhotoStorage },
): Promise<BackupManifest> {
  const pgdata = join(dataDir, 'pgdata');
  if (existsSync(pgdata)) throw new RestoreError(`${pgdata} already exists: restore into an empty DATA_DIR`);
  await mkdir(dataDir, { recursive: true });
  const present = new Set<string>();
  for await (const { key } of storage.list()) present.add(key);
  let manifest: BackupManifest | undefined;
  let snapshot: Buffer | undefined;
  await readEntries(input, async (name, data) => {
    if (name === 'manifest.json') manifest = JSON.parse(data.toString('utf8')) as BackupManifest;
    else if (name === DATABASE_ENTRY) snapshot = data;
    else if (name.startsWith(PHOTOS)) {
      const key = name.slice(PHOTOS.length);
      if (!present.has(key)) await storage.put(key, data, 'image/webp');
    } else if (DATA_FILES.includes(name)) await writeFile(join(dataDir, name), data, { mode: 0o600 });
  });
  if (manifest?.format !== FORMAT || !snapshot) throw new RestoreError('This file is not a complete Dar backup');
  const client = await PGlite.create(pgdata, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([new Uint8Array(snapshot)]),
  });
  await client.close();
  return manifest;
}
