import { expect, it } from 'vitest';
import { type Client, LOAD_TEST_ENV, listingBody, registerClient, runLoad, summarise } from './lib/load.ts';
import { recordFigures, table } from './lib/report.ts';
import { type RunningServer, sleep, startServer, tempDataDir } from '#server/test-utils/server-process.ts';

const ROUNDS = Number(process.env.KILL9_ROUNDS ?? 3);

/**
 * `kill -9` while bookings and listings are being written to the embedded database: the next
 * start opens the same data directory (the stale lock of a dead process does not block it) and
 * every write that was acknowledged with 201 is there. Repeated ROUNDS times on one directory.
 */
it(`kill -9 during writes on the embedded database, ${ROUNDS} rounds: every acknowledged write survives`, async () => {
  const data = tempDataDir('dar-hardening-');
  let server: RunningServer | undefined = await startServer({ dataDir: data.dir, env: LOAD_TEST_ENV });
  const rows: [string, string | number][] = [];
  let acknowledgedBookings: number[] = [];
  let acknowledgedListings: number[] = [];
  try {
    const owner = await registerClient(server.url, 'owner');
    const renter = await registerClient(server.url, 'renter');
    const listingIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      listingIds.push(((await owner.request('POST', '/api/apartments', listingBody())).body as { id: number }).id);
    }
    for (let round = 1; round <= ROUNDS; round++) {
      const stop = new AbortController();
      const load = runLoad({
        renter,
        owner,
        listingIds,
        concurrency: 6,
        durationMs: 30_000,
        maxRequests: 10_000,
        mix: { booking: 70, listing: 30, search: 0, detail: 0 },
        signal: stop.signal,
      });
      await sleep(2_000 + round * 500);
      server.child.kill('SIGKILL');
      await server.exited;
      stop.abort();
      const result = await load;
      acknowledgedBookings = [...acknowledgedBookings, ...result.bookingIds];
      acknowledgedListings = [...acknowledgedListings, ...result.listingIds];

      const restartedAt = Date.now();
      server = await startServer({ dataDir: data.dir, port: server.port, env: LOAD_TEST_ENV });
      const restartMs = Date.now() - restartedAt;
      const found = await storedIds(renter, owner);
      const lostBookings = acknowledgedBookings.filter((id) => !found.bookings.has(id));
      const lostListings = acknowledgedListings.filter((id) => !found.listings.has(id));
      rows.push([
        `round ${round}: writes sent / acknowledged (bookings + listings)`,
        `${summarise(result).sent} / ${result.bookingIds.length} + ${result.listingIds.length}`,
      ]);
      rows.push([`round ${round}: restart to ready (ms)`, restartMs]);
      rows.push([
        `round ${round}: acknowledged so far / lost`,
        `${acknowledgedBookings.length + acknowledgedListings.length} / ${lostBookings.length + lostListings.length}`,
      ]);
      expect(lostBookings, `round ${round}`).toEqual([]);
      expect(lostListings, `round ${round}`).toEqual([]);
    }
    recordFigures(
      'kill9',
      `## kill -9 during writes (embedded database)\n\n6 clients writing (70% bookings, 30% listings); SIGKILL ${ROUNDS} times on one data directory, each after 2.5–${2 + ROUNDS * 0.5} s; after each restart every acknowledged write is looked up through the API.\n\n${table(rows)}`,
    );
    expect(await server.stop()).toBe(0);
    server = undefined;
  } finally {
    if (server?.isRunning()) server.child.kill('SIGKILL');
    data.remove();
  }
}, 600_000);

/** What the owner's and renter's lists hold now (their sessions live in the database too). */
async function storedIds(renter: Client, owner: Client) {
  const bookings = await renter.request('GET', '/api/bookings');
  const listings = await owner.request('GET', '/api/myproperties');
  expect(bookings.status).toBe(200);
  expect(listings.status).toBe(200);
  return {
    bookings: new Set((bookings.body as { id: number }[]).map((b) => b.id)),
    listings: new Set((listings.body as { id: number }[]).map((l) => l.id)),
  };
}
