import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_TEST_ENV, listingBody, registerClient, type RequestEvent, runLoad, summarise } from './lib/load.ts';
import { adminQuery, databaseUrl } from '#server/test-utils/postgres-admin.ts';
import { ensurePostgresRunning, isPostgresReachable, PG_ADMIN_URL, pgCtl, waitForPostgres } from './lib/postgres.ts';
import { recordFigures, table } from './lib/report.ts';
import { type RunningServer, sleep, startServer, tempDataDir } from '#server/test-utils/server-process.ts';

/**
 * PostgreSQL goes away under a bounded mixed load (reads, bookings, listing creation, an open
 * notification stream): once by
 * `pg_ctlcluster … restart`, once stopped for a few seconds and started again (long enough to
 * see /readyz say 503). The server never crashes, answers 503 (never 500) while the database
 * is gone, is serving again within 5 s of PostgreSQL accepting connections, and every booking
 * and listing it acknowledged with 201 is in the database afterwards.
 */
const DATABASE = 'dar_hardening';
const HOLD_MS = 3_000;
const RECOVERY_LIMIT_MS = 5_000;
const isReachable = await isPostgresReachable();

interface Probe {
  at: number;
  status: number;
}

describe.skipIf(!isReachable)('PostgreSQL restart during load', () => {
  const data = tempDataDir('dar-hardening-');
  let server: RunningServer;
  beforeAll(async () => {
    await adminQuery(PG_ADMIN_URL, `drop database if exists ${DATABASE} with (force)`);
    await adminQuery(PG_ADMIN_URL, `create database ${DATABASE}`);
    server = await startServer({
      dataDir: data.dir,
      databaseUrl: databaseUrl(PG_ADMIN_URL, DATABASE),
      env: LOAD_TEST_ENV,
    });
  });
  afterAll(async () => {
    await ensurePostgresRunning();
    if (server?.isRunning()) await server.stop();
    await adminQuery(PG_ADMIN_URL, `drop database if exists ${DATABASE} with (force)`);
    data.remove();
  });

  it('survives a restart and a stop/start: 503 while gone, recovery within 5 s, no acknowledged write lost', async () => {
    const owner = await registerClient(server.url, 'owner');
    const renter = await registerClient(server.url, 'renter');
    const listingIds: number[] = [];
    for (let i = 0; i < 10; i++) {
      listingIds.push(((await owner.request('POST', '/api/apartments', listingBody())).body as { id: number }).id);
    }

    const stop = new AbortController();
    // An open notification stream makes the process hold its LISTEN connection, which breaks too.
    const stream = await fetch(`${server.url}/api/notifications/stream`, {
      headers: { cookie: renter.cookie },
      signal: stop.signal,
    });
    void stream.body?.pipeTo(new WritableStream()).catch(() => {});
    const started = Date.now();
    const now = () => Date.now() - started;
    const probes: Probe[] = [];
    const probing = (async () => {
      while (!stop.signal.aborted) {
        const at = now();
        const status = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(3_000) }).then(
          (r) => r.status,
          () => 0,
        );
        probes.push({ at, status });
        await sleep(100);
      }
    })();
    const load = runLoad({
      renter,
      owner,
      listingIds,
      concurrency: 6,
      durationMs: 60_000,
      maxRequests: 40_000,
      mix: { search: 55, detail: 15, booking: 20, listing: 10 },
      signal: stop.signal,
    });

    const outages: { kind: string; goneAt: number; backAt: number; commandMs: number }[] = [];
    try {
      await sleep(6_000);
      let goneAt = now();
      const restartMs = await pgCtl('restart');
      await waitForPostgres();
      outages.push({ kind: 'pg_ctlcluster restart', goneAt, backAt: now(), commandMs: restartMs });

      await sleep(8_000);
      goneAt = now();
      const stopMs = await pgCtl('stop');
      await sleep(HOLD_MS);
      const startMs = await pgCtl('start');
      await waitForPostgres();
      outages.push({
        kind: `stop, ${HOLD_MS / 1000} s down, start`,
        goneAt,
        backAt: now(),
        commandMs: stopMs + startMs,
      });
      await sleep(8_000);
    } finally {
      await ensurePostgresRunning();
      stop.abort();
    }
    const result = await load;
    await probing;
    const summary = summarise(result);

    const recoveries = outages.map((outage) => {
      const ready = probes.find((p) => p.at >= outage.backAt && p.status === 200);
      const served = result.events.find((e) => e.at >= outage.backAt && e.status > 0 && e.status < 500);
      const readyAfter = ready ? ready.at - outage.backAt : Number.POSITIVE_INFINITY;
      const servedAfter = served ? served.at + served.ms - outage.backAt : Number.POSITIVE_INFINITY;
      const during = (e: { at: number }) => e.at >= outage.goneAt && e.at <= outage.backAt;
      return {
        ...outage,
        readyAfter,
        servedAfter,
        recovery: Math.max(readyAfter, servedAfter),
        readyz503: probes.filter((p) => during(p) && p.status === 503).length,
        answered503: result.events.filter((e) => during(e) && e.status === 503).length,
      };
    });
    const errors500 = result.events.filter((e) => e.status >= 500 && e.status !== 503);
    // A 503 belongs to an outage when it was answered once PostgreSQL was going away and the
    // request was sent before the recovery limit ran out: a slow request sent before the outage
    // and answered during it counts, one answered before the outage began does not.
    const outside503 = result.events.filter(
      (e) => e.status === 503 && !outages.some((o) => e.at + e.ms >= o.goneAt && e.at <= o.backAt + RECOVERY_LIMIT_MS),
    );

    const stored = await adminQuery<{ bookings: number; listings: number }>(
      databaseUrl(PG_ADMIN_URL, DATABASE),
      'select (select count(*) from bookings where id = any($1))::int as bookings, (select count(*) from apartments where id = any($2))::int as listings',
      [result.bookingIds, result.listingIds],
    );
    const isAlive = server.isRunning();
    const exitCode = await server.stop();

    recordFigures(
      'pg-restart',
      `## PostgreSQL restart during load\n\n6 clients, mixed load (55% search, 15% detail, 20% booking, 10% listing creation) on PostgreSQL 15 (database \`${DATABASE}\`, created and dropped by the test); /readyz probed every 100 ms.\n\n${table(
        [
          ['requests sent', summary.sent],
          ['answers by status', JSON.stringify(summary.byStatus)],
          ['500 answers (must be 0)', errors500.length],
          ['503 outside the outages (must be 0)', outside503.length],
          ...recoveries.flatMap((r): [string, string | number][] => [
            [`${r.kind}: command took (ms)`, r.commandMs],
            [`${r.kind}: PostgreSQL unavailable (ms)`, r.backAt - r.goneAt],
            [`${r.kind}: /readyz 503 probes while gone`, r.readyz503],
            [`${r.kind}: API 503 answers while gone`, r.answered503],
            [`${r.kind}: ready again after PostgreSQL accepts (ms)`, r.readyAfter],
            [`${r.kind}: first API answer after PostgreSQL accepts (ms)`, r.servedAfter],
          ]),
          ['server process alive after the outages', String(isAlive)],
          ['exit code after SIGTERM', String(exitCode)],
          [
            'bookings acknowledged (201) / found in the database',
            `${result.bookingIds.length} / ${stored[0]!.bookings}`,
          ],
          [
            'listings acknowledged (201) / found in the database',
            `${result.listingIds.length} / ${stored[0]!.listings}`,
          ],
        ],
      )}`,
    );

    expect(isAlive).toBe(true);
    expect(exitCode).toBe(0);
    expect(errors500.map((e: RequestEvent) => `${e.op} ${e.status} at ${e.at}`)).toEqual([]);
    expect(outside503).toEqual([]);
    expect(recoveries[1]!.readyz503).toBeGreaterThan(0);
    for (const r of recoveries) expect(r.recovery, r.kind).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    expect(stored[0]!.bookings).toBe(result.bookingIds.length);
    expect(stored[0]!.listings).toBe(result.listingIds.length);
    expect(result.bookingIds.length).toBeGreaterThan(0);
  }, 300_000);
});
