import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { Client, listingBody, photoForm, registerClient, runLoad } from '../hardening/lib/load.ts';
import { validBooking } from '#server/features/bookings/test-bookings.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { bookings, listings } from '#server/db/schema.ts';
import { ROOT, startServer, tempDataDir } from '#server/test-utils/server-process.ts';

const run = promisify(execFile);
const script = (name: string, args: string[], dataDir: string) =>
  run(process.execPath, [`scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SESSION_SECRET: '' },
  });

async function readAll(dataDir: string) {
  const database: Database = await openDatabase({ dataDir });
  try {
    return {
      listings: await database.db.select().from(listings).orderBy(asc(listings.id)),
      bookings: await database.db.select().from(bookings).orderBy(asc(bookings.id)),
    };
  } finally {
    await database.close();
  }
}

const photoFiles = (images: string[]) =>
  images.flatMap((url) =>
    [400, 800, 1600].map((width) => url.replace('/uploads/', '').replace('-1600.', `-${width}.`)),
  );

/**
 * `npm run backup` against a server that keeps taking writes, then `npm run restore` into an
 * empty DATA_DIR: the copy holds every listing, booking and photo that existed when it began,
 * nothing half-made, and a server started on it answers as the original did.
 */
describe.skipIf(process.env.TEST_DATABASE_URL)('npm run backup and npm run restore (embedded database)', () => {
  const original = tempDataDir('dar-backup-original-');
  const restored = tempDataDir('dar-backup-restored-');
  const files = tempDataDir('dar-backup-files-');
  afterAll(() => {
    for (const dir of [original, restored, files]) dir.remove();
  });

  it('backs up a running server under writes, and the restored copy holds all of it', async () => {
    // A clone of the run's migrated database: a fresh one would spend seconds migrating.
    const migrated = new Blob([readFileSync(inject('pgliteDumpFile'))]);
    await (
      await PGlite.create(join(original.dir, 'pgdata'), { extensions: { pg_trgm }, loadDataDir: migrated })
    ).close();
    const server = await startServer({ dataDir: original.dir });
    let before: { listings: number[]; bookings: number[] };
    let owner: Client;
    try {
      owner = await registerClient(server.url, 'owner');
      const renter = await registerClient(server.url, 'renter');
      const listingIds: number[] = [];
      for (let i = 0; i < 4; i++) {
        const upload = await owner.request('POST', '/api/upload', await photoForm());
        const fileUrl = (upload.body as { fileUrl: string }).fileUrl;
        const created = await owner.request('POST', '/api/apartments', listingBody([fileUrl]));
        expect(created.status).toBe(201);
        listingIds.push((created.body as { id: number }).id);
      }
      const bookingIds: number[] = [];
      for (const id of listingIds.slice(0, 3)) {
        const booked = await renter.request('POST', '/api/bookings', validBooking(id));
        expect(booked.status).toBe(201);
        bookingIds.push((booked.body as { id: number }).id);
      }
      before = { listings: listingIds, bookings: bookingIds };

      // Writes go on while the backup runs: listings with photos, bookings, searches.
      const abort = new AbortController();
      const load = runLoad({
        renter,
        owner,
        listingIds: [...listingIds],
        concurrency: 2,
        durationMs: 15_000,
        maxRequests: 400,
        mix: { search: 2, detail: 1, booking: 2, listing: 1, listingWithPhoto: 2 },
        signal: abort.signal,
      });
      const backup = await script('backup', ['--out', join(files.dir, 'live.tar.gz')], original.dir);
      abort.abort();
      const result = await load;
      expect(backup.stdout).toMatch(/written to .*live\.tar\.gz by the running server: \d+ photo files/);
      expect(result.events.filter((e) => e.status >= 500 || e.status === 0)).toEqual([]);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    const restore = await script('restore', [join(files.dir, 'live.tar.gz')], restored.dir);
    expect(restore.stdout).toMatch(/Restored the backup of .* into .*: the database and \d+ photo files/);

    const source = await readAll(original.dir);
    const copy = await readAll(restored.dir);
    // Everything that existed before the backup began…
    for (const id of before.listings) expect(copy.listings.some((l) => l.id === id)).toBe(true);
    for (const id of before.bookings) expect(copy.bookings.some((b) => b.id === id)).toBe(true);
    // …and only rows as they were committed, each equal to the original's (none changed since here).
    for (const row of copy.listings) expect(source.listings.find((l) => l.id === row.id)).toEqual(row);
    for (const row of copy.bookings) expect(source.bookings.find((b) => b.id === row.id)).toEqual(row);
    expect(copy.listings.length).toBeGreaterThan(before.listings.length);
    // Every photo a restored listing shows is there, byte for byte.
    const shown = photoFiles(copy.listings.flatMap((l) => l.images));
    expect(shown.length).toBeGreaterThanOrEqual(12);
    for (const key of shown) {
      const file = join(restored.dir, 'uploads', key);
      expect(existsSync(file), key).toBe(true);
      expect(readFileSync(file)).toEqual(readFileSync(join(original.dir, 'uploads', key)));
    }

    // A server on the copy answers as the original did, and the original's sessions still hold.
    const copyServer = await startServer({ dataDir: restored.dir });
    try {
      const client = new Client(copyServer.url);
      client.cookie = owner!.cookie;
      expect((await client.request('GET', '/api/auth/user')).status).toBe(200);
      const id = before.listings[0]!;
      const listing = await client.request('GET', `/api/apartments/${id}`);
      expect(listing.status).toBe(200);
      const photo = await fetch(`${copyServer.url}${(listing.body as { images: string[] }).images[0]}`);
      expect(photo.status).toBe(200);
    } finally {
      await copyServer.stop();
    }

    // Restore never overwrites a database.
    await expect(script('restore', [join(files.dir, 'live.tar.gz')], restored.dir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/already exists: restore into an empty DATA_DIR/),
    });
  }, 180_000);

  it('backs up a stopped server from its data directory, and refuses a damaged file', async () => {
    const stopped = await script('backup', ['--out', join(files.dir, 'stopped.tar.gz')], original.dir);
    expect(stopped.stdout).toMatch(/by the data directory \(no server running\)/);

    const truncated = join(files.dir, 'truncated.tar.gz');
    const whole = readFileSync(join(files.dir, 'stopped.tar.gz'));
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const empty = tempDataDir('dar-backup-empty-');
    try {
      await expect(script('restore', [truncated], empty.dir)).rejects.toMatchObject({ code: 1 });
      expect(existsSync(join(empty.dir, 'pgdata'))).toBe(false);
    } finally {
      empty.remove();
    }
  }, 120_000);
});
