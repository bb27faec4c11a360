import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from '#server/test-utils/server-process.ts';
import { generateMarket } from './generate-listings.ts';
import { drive } from './load.ts';
import { runPgbench, writePgbenchScripts } from './pgbench.ts';
import { BENCH_DATABASE, createStore, explainPath } from './search.ts';
import { type MeasuredLoad, measure, UNCACHED_MIXES } from './uncached.ts';

const API = '/api/apartments';

/** Issue 20's new searches: each sort, the map's area, amenities and the richer filters, as the result screens ask (cards). */
const NEW_MIXES = [
  ...['newest', 'price_asc', 'price_desc', 'area_desc'].map((sort) => ({
    id: `sort-${sort}`,
    label: `long rents sorted ${sort}, cards`,
    paths: [`${API}?listingType=rent&rentalType=long&sort=${sort}&fields=card`],
  })),
  {
    id: 'bbox',
    label: 'map area (bbox): central Baghdad, Erbil',
    paths: [`${API}?bbox=44.3,33.25,44.45,33.4&fields=card`, `${API}?bbox=43.95,36.15,44.05,36.25&fields=card`],
  },
  {
    // A map zoomed in: the area's listings are spread along the sorts' orders, whose indexes check the
    // position on each entry they pass (migration 0039).
    id: 'bbox-small',
    label: 'small map areas: a quarter of Najaf, a corner of Karrada',
    paths: [
      `${API}?bbox=44.3,31.98,44.35,32.03&fields=card`,
      `${API}?listingType=rent&rentalType=long&bbox=44.3,31.98,44.35,32.03&fields=card`,
      `${API}?listingType=rent&rentalType=long&bbox=44.3,31.98,44.35,32.03&sort=price_asc&fields=card`,
      `${API}?listingType=rent&rentalType=short&bbox=44.37,33.26,44.4,33.29&sort=price_desc&fields=card`,
    ],
  },
  {
    id: 'bbox-rent',
    label: 'long rents in a map area, cheapest first',
    paths: [`${API}?listingType=rent&rentalType=long&bbox=44.3,33.25,44.45,33.4&sort=price_asc&fields=card`],
  },
  {
    // A home's area grows with its bedrooms: largest first with a small bedroom count (migration 0023).
    id: 'area-beds',
    label: 'largest first with a bedroom count',
    paths: [
      `${API}?listingType=rent&rentalType=long&city=mosul&bedrooms=1&sort=area_desc&fields=card`,
      `${API}?listingType=sale&bedrooms=2&sort=area_desc&fields=card`,
    ],
  },
  {
    // A home's price grows with its bedrooms too: price sorts with a bedroom count (migration 0024).
    id: 'price-beds',
    label: 'price sorts with a bedroom count',
    paths: [
      `${API}?listingType=rent&rentalType=long&bedrooms=1&sort=price_desc&fields=card`,
      `${API}?listingType=rent&rentalType=long&bedrooms=3&sort=price_asc&fields=card`,
      `${API}?listingType=sale&bedrooms=4&sort=price_asc&fields=card`,
    ],
  },
  {
    // Both room counts, as the rent page's filters send them: one room count's price index checks the
    // other on its entries (migration 0032), where the two counts' bitmaps were joined.
    id: 'rooms-price',
    label: 'bedrooms and bathrooms under a price',
    paths: [
      `${API}?listingType=rent&rentalType=long&bedrooms=3&bathrooms=2&maxPrice=2500000&sort=price_asc&fields=card`,
      `${API}?listingType=rent&rentalType=long&bedrooms=1&bathrooms=1&maxPrice=2500000&fields=card`,
      `${API}?listingType=rent&rentalType=short&bedrooms=1&bathrooms=1&sort=price_desc&fields=card`,
      `${API}?listingType=sale&city=baghdad&bedrooms=2&bathrooms=2&maxPrice=300000000&fields=card`,
    ],
  },
  {
    // A home's price grows with its area: a sort by one with a bound on the other (migration 0026).
    id: 'measure-sorts',
    label: 'largest first under a price; cheapest first from an area',
    paths: [
      `${API}?listingType=rent&rentalType=long&maxPrice=400000&sort=area_desc&fields=card`,
      `${API}?listingType=rent&rentalType=long&minArea=200&sort=price_asc&fields=card`,
      `${API}?listingType=sale&bathrooms=1&bathroomsExact=true&sort=area_desc&fields=card`,
    ],
  },
  {
    id: 'amenities',
    label: 'amenities: wifi + parking; pool',
    paths: [`${API}?amenities=wifi,parking&fields=card`, `${API}?listingType=sale&amenities=pool&fields=card`],
  },
  {
    // None of the generated market's long rents is a shop, and no listing has heating: their tallies
    // count none, and the page statement reads no listing for them (twenty-fifth round).
    id: 'tallied-none',
    label: 'searches a tally counts as none: shops for long rent; sales with heating',
    paths: [
      `${API}?listingType=rent&rentalType=long&propertyType=commercial&fields=card`,
      `${API}?listingType=sale&amenities=heating&fields=card`,
    ],
  },
  {
    id: 'type-area',
    label: 'villas for sale, 150–300 m²; furnished rents',
    paths: [
      `${API}?listingType=sale&propertyType=villa&minArea=150&maxArea=300&fields=card`,
      `${API}?listingType=rent&rentalType=long&furnished=true&fields=card`,
    ],
  },
];

export interface ScaleMixRun {
  mix: string;
  label: string;
  /** The server's answers, with the CPU per answer of the server, PostgreSQL's backends and autocannon. */
  search: MeasuredLoad;
  /** pgbench running the mix's statements with the same connections and duration: transactions per second. */
  pgbenchTps: number;
  /** pgbench's mean latency, ms. */
  pgbenchLatencyMs: number;
  /** EXPLAIN ANALYZE of the first path's statement, warm. */
  executionMs: number;
  hasSeqScan: boolean;
  plan: string;
}

export interface UncachedScaleResult {
  listings: number;
  generateS: number;
  connections: number;
  durationS: number;
  runs: ScaleMixRun[];
}

/**
 * Issue 20's goal at scale: on PostgreSQL at 1M listings, the answer cache off, 32 connections,
 * every mix (the old ones, each sort, bbox, amenities, with its capped count) at p99 ≤ 30 ms and
 * ≥ 50% of what PostgreSQL answers for the same statements, measured in the same run by pgbench
 * running the route's SQL (the statement the API runs for each path, its values written in, so
 * each is planned with its values as the API's unnamed statement is), with no sequential scan.
 */
export async function benchUncachedAtScale(options: {
  adminUrl: string;
  listings: number;
  connections: number;
  durationS: number;
  log: (line: string) => void;
}): Promise<UncachedScaleResult> {
  const store = await createStore('postgres', options.adminUrl, `${BENCH_DATABASE}_scale`);
  const scripts = mkdtempSync(join(tmpdir(), 'dar-bench-pgbench-'));
  let server: RunningServer | undefined;
  try {
    const mixes = [...UNCACHED_MIXES, ...NEW_MIXES];
    const database = await store.open();
    let generateS: number;
    const prepared = [];
    try {
      options.log(`generating ${options.listings} listings`);
      const started = performance.now();
      await generateMarket(database.db, options.listings);
      generateS = (performance.now() - started) / 1000;
      for (const mix of mixes) {
        const pgbenchScripts = await writePgbenchScripts(database.db, scripts, mix);
        prepared.push({ mix, pgbenchScripts, ...(await explainPath(database.db, mix.paths[0]!)) });
      }
    } finally {
      await database.close();
    }
    server = await startServer({
      dataDir: store.dataDir,
      databaseUrl: store.url,
      env: { SEARCH_CACHE_SECONDS: '0', LOG_LEVEL: 'warn' },
    });
    const load = { connections: options.connections, durationS: options.durationS };
    await drive(
      server.url,
      mixes.flatMap((m) => m.paths),
      { ...load, durationS: 3 },
    );
    const runs: ScaleMixRun[] = [];
    for (const { mix, pgbenchScripts, executionMs, hasSeqScan, plan } of prepared) {
      const search = await measure(server, mix.paths, load, { countsPostgres: true });
      const pgbench = await runPgbench(store.url!, pgbenchScripts, load);
      options.log(
        `  ${mix.id}: ${search.rps.toFixed(0)} req/s, p99 ${search.p99} ms; pgbench ${pgbench.tps.toFixed(0)} tps ` +
          `(${((100 * search.rps) / pgbench.tps).toFixed(0)}%); explain ${executionMs} ms${hasSeqScan ? ', SEQ SCAN' : ''}; ` +
          `CPU ms per request: server ${search.cpuMsPerRequest.toFixed(3)}, PostgreSQL ${search.databaseCpuMsPerRequest?.toFixed(3)}, ` +
          `autocannon ${search.loadCpuMsPerRequest.toFixed(3)}`,
      );
      runs.push({
        mix: mix.id,
        label: mix.label,
        search,
        pgbenchTps: pgbench.tps,
        pgbenchLatencyMs: pgbench.latencyMs,
        executionMs,
        hasSeqScan,
        plan,
      });
    }
    return { listings: options.listings, generateS, ...load, runs };
  } finally {
    await server?.stop();
    rmSync(scripts, { recursive: true, force: true });
    await store.drop();
  }
}
