import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listings } from '#server/db/schema.ts';
import { insertListing, validListing } from '#server/features/listings/test-listings.ts';
import { LAST_WRITE_COOKIE } from '#server/plugins/read-your-writes.ts';
import { adminQuery } from '#server/test-utils/postgres-admin.ts';
import {
  canStartClusters,
  type ReplicatedPostgres,
  startReplicatedPostgres,
} from '#server/test-utils/replicated-postgres.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import { type Database, migrateDatabase, openDatabase } from './client.ts';
import { REPLICA_CHECK_MS } from './replica.ts';

/**
 * DATABASE_READ_URL against a real streaming replica made for this suite (initdb and
 * pg_basebackup on ports 5440/5441): public reads go to the replica, a client's own writes are
 * read back from the primary until the replica has them, cached search pages never hold rows
 * older than the last change, and a replica that stops leaves every answer working.
 * Runs with the server suites on PostgreSQL (TEST_DATABASE_URL), like CI's second pass.
 */
const isEnabled = process.env.TEST_DATABASE_URL !== undefined && canStartClusters();

describe.skipIf(!isEnabled)('a read replica (DATABASE_READ_URL)', () => {
  let cluster: ReplicatedPostgres;
  let database: Database;
  let t: TestApp;
  let owner: { cookie: string };
  let ownerId: number;

  beforeAll(async () => {
    cluster = await startReplicatedPostgres({ primaryPort: 5440, replicaPort: 5441 });
    await adminQuery(cluster.primaryUrl(), 'create database dar');
    const migrating = await openDatabase({ url: cluster.primaryUrl('dar') });
    await migrateDatabase(migrating);
    await migrating.close();
    await cluster.waitForReplay();
    database = await openDatabase({ url: cluster.primaryUrl('dar'), readUrl: cluster.replicaUrl('dar') });
    // The search cache on, as in production: its pages must follow the replica rules too.
    t = await buildTestApp({
      database,
      env: { SEARCH_CACHE_SECONDS: '300', METRICS_TOKEN: 'replica-metrics-token-0123' },
    });
    const user = await createTestUser(t.db, { role: 'owner' });
    ownerId = user.id;
    owner = await sessionCookie(t.app, user);
    await vi.waitFor(() => expect(database.replica?.state().status).toBe('up'), { timeout: 5_000 });
  }, 120_000);

  afterAll(async () => {
    await cluster?.resumeReplay().catch(() => {});
    await t?.close();
    await cluster?.close();
  });

  /** While replay is paused the replica keeps what it had: whatever it answers, it answered. */
  async function withReplayPaused(body: () => Promise<void>): Promise<void> {
    await cluster.waitForReplay();
    await cluster.pauseReplay();
    try {
      await body();
    } finally {
      await cluster.resumeReplay();
    }
  }

  const visitorGets = (url: string) => t.app.inject({ url });

  it('answers a visitor from the replica: a row it has not replayed yet is not found there', async () => {
    await withReplayPaused(async () => {
      const listing = await insertListing(t.db, ownerId, { title_en: 'Only on the primary so far' });
      expect((await visitorGets(`/api/apartments/${listing.id}`)).statusCode).toBe(404);
      await cluster.resumeReplay();
      await vi.waitFor(async () => expect((await visitorGets(`/api/apartments/${listing.id}`)).statusCode).toBe(200), {
        timeout: 5_000,
        interval: REPLICA_CHECK_MS,
      });
    });
  });

  it('reads a writer its own change back from the primary until the replica has replayed it', async () => {
    await withReplayPaused(async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/apartments',
        payload: validListing({ title_en: 'Just added by its owner' }),
        headers: owner,
      });
      expect(created.statusCode).toBe(201);
      const marker = created.cookies.find((c) => c.name === LAST_WRITE_COOKIE);
      expect(marker).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
      const url = `/api/apartments/${created.json().id}`;
      const withMarker = { cookie: `${owner.cookie}; ${LAST_WRITE_COOKIE}=${marker!.value}` };

      const own = await t.app.inject({ url, headers: withMarker });
      expect(own.statusCode).toBe(200);
      expect(own.json().title_en).toBe('Just added by its owner');
      // Someone else (and the same owner from a browser without the marker) reads the replica.
      expect((await visitorGets(url)).statusCode).toBe(404);
      // A forged or tampered marker is ignored rather than trusted.
      const forged = { cookie: `${LAST_WRITE_COOKIE}=FF/FFFFFFFF` };
      expect((await t.app.inject({ url, headers: forged })).statusCode).toBe(404);
      // A write answered with an error sets no marker.
      const refused = await t.app.inject({ method: 'POST', url: '/api/apartments', payload: {}, headers: owner });
      expect(refused.statusCode).toBe(400);
      expect(refused.cookies.some((c) => c.name === LAST_WRITE_COOKIE)).toBe(false);
    });
  });

  it('keeps no search page older than the last change, even while the replica trails', async () => {
    const listing = await insertListing(t.db, ownerId, { title_en: 'Priced flat', price: 900_000 });
    const search = `/api/apartments?listingType=rent&q=Priced`;
    const prices = async () => (await visitorGets(search)).json<{ price: number }[]>().map((l) => l.price);
    await cluster.waitForReplay();
    await vi.waitFor(async () => expect(await prices()).toEqual([900_000]));

    await withReplayPaused(async () => {
      // Through the API of this process…
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/apartments/${listing.id}/price`,
        payload: { price: 800_000 },
        headers: owner,
      });
      expect(changed.statusCode).toBe(200);
      expect(await prices()).toEqual([800_000]);
      // …and by another process, announced through the primary.
      await t.db.update(listings).set({ price: 700_000 }).where(eq(listings.id, listing.id));
      await vi.waitFor(async () => expect(await prices()).toEqual([700_000]), { timeout: 2_000 });
    });
  });

  it('measures the lag: it grows while replay waits, shows in /readyz, and is gone once caught up', async () => {
    await withReplayPaused(async () => {
      await insertListing(t.db, ownerId, { title_en: 'Written during the pause' });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await vi.waitFor(() => expect(database.replica!.state().lagMs).toBeGreaterThanOrEqual(800));
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', replica: { status: 'up' } });
      expect(ready.json().replica.lagMs).toBeGreaterThanOrEqual(800);
      const metrics = await t.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer replica-metrics-token-0123' },
      });
      expect(metrics.body).toMatch(/^dar_db_replica_up 1$/m);
      expect(Number(/^dar_db_replica_lag_seconds (\S+)$/m.exec(metrics.body)?.[1])).toBeGreaterThanOrEqual(0.8);
      expect(metrics.body).toMatch(/^dar_db_pool_connections\{pool="replica",state="idle"\} \d+$/m);
    });
    await vi.waitFor(() => expect(database.replica!.state().lagMs).toBe(0), { timeout: 5_000 });
  });

  it('keeps answering from the primary while the replica is down, and goes back to it once restarted', async () => {
    const listing = await insertListing(t.db, ownerId, { title_en: 'Still there' });
    await cluster.waitForReplay();
    await cluster.stopReplica();
    try {
      // The very first read after the stop may meet the dead connection: it is retried on the primary.
      for (let i = 0; i < 5; i++) expect((await visitorGets(`/api/apartments/${listing.id}`)).statusCode).toBe(200);
      expect((await visitorGets('/api/apartments?q=Still')).statusCode).toBe(200);
      await vi.waitFor(() => expect(database.replica!.state().status).toBe('down'), { timeout: 5_000 });
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', replica: { status: 'down' } });
      // Writes never needed it.
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/apartments',
        payload: validListing(),
        headers: owner,
      });
      expect(created.statusCode).toBe(201);
    } finally {
      await cluster.startReplica();
    }
    await vi.waitFor(() => expect(database.replica!.state().status).toBe('up'), { timeout: 15_000, interval: 100 });
    // Back on the replica: a row it has not replayed is again not found there.
    await withReplayPaused(async () => {
      const unseen = await insertListing(t.db, ownerId, { title_en: 'After the restart' });
      expect((await visitorGets(`/api/apartments/${unseen.id}`)).statusCode).toBe(404);
    });
  });
});
