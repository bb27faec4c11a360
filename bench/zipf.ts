import { CITIES } from '#common/cities.ts';
import { type RunningServer, startServer } from '#server/test-utils/server-process.ts';
import { generateMarket } from './generate-listings.ts';
import { drive, type LoadResult } from './load.ts';
import { METRICS_TOKEN, scrapeMetrics } from './metrics.ts';
import { BENCH_DATABASE, createStore } from './search.ts';

export interface ZipfRun {
  /** SEARCH_CACHE_SECONDS of the server. */
  cacheSeconds: number;
  load: LoadResult;
  /** Of the public searches answered in the run, the share answered from memory (the server's /metrics). */
  hitRate: number;
  /** Of the listings on the pages computed in the run, the share taken as kept JSON (listing-json.ts); runs before it: none. */
  listingHitRate?: number;
}

export interface ZipfResult {
  listings: number;
  combinations: number;
  /** Zipf's exponent: the r-th most asked combination is asked ∝ 1 / r^exponent. */
  exponent: number;
  /** Requests in the traffic sequence (the run cycles through it). */
  sequence: number;
  /** Share of the sequence that the 100 most asked combinations take. */
  top100Share: number;
  connections: number;
  durationS: number;
  runs: ZipfRun[];
}

const API = '/api/apartments';
const EXPONENT = 1;
const SEQUENCE_LENGTH = 200_000;

/**
 * Every combination of what a result screen lets a seeker choose (first pages, as cards): the
 * list, the city, the sort, the bedrooms and a price cap. 4 × 21 × 4 × 5 × 6 = 10,080.
 */
function combinations(): string[] {
  const lists = [
    'listingType=rent&rentalType=long',
    'listingType=rent&rentalType=short',
    'listingType=sale',
    'listingType=land',
  ];
  const cities = ['all', ...CITIES.map((city) => city.id)];
  const sorts = ['newest', 'price_asc', 'price_desc', 'area_desc'];
  const bedrooms = ['', '&bedrooms=1', '&bedrooms=2', '&bedrooms=3', '&bedrooms=4'];
  const caps = [
    '',
    '&maxPrice=500000',
    '&maxPrice=1500000',
    '&maxPrice=50000000',
    '&maxPrice=150000000',
    '&maxPrice=400000000',
  ];
  const paths: string[] = [];
  for (const list of lists)
    for (const city of cities)
      for (const sort of sorts)
        for (const rooms of bedrooms)
          for (const cap of caps) paths.push(`${API}?${list}&city=${city}&sort=${sort}${rooms}${cap}&fields=card`);
  return paths;
}

/** A small seeded generator (mulberry32): the same traffic on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The paths in the order traffic asks them: popularity by rank ∝ 1 / rank^exponent, ranks shuffled over the paths. */
function zipfSequence(paths: string[], length: number, random: () => number): string[] {
  const ranked = [...paths];
  for (let i = ranked.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [ranked[i], ranked[j]] = [ranked[j]!, ranked[i]!];
  }
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= ranked.length; rank += 1) {
    total += 1 / rank ** EXPONENT;
    cumulative.push(total);
  }
  return Array.from({ length }, () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return ranked[low]!;
  });
}

/** The server's counts of search pages and of listings taken from memory (hit) or computed (miss). */
async function cacheCounts(server: RunningServer) {
  const text = await scrapeMetrics(server);
  const read = (metric: string, outcome: string) =>
    Number(new RegExp(`${metric}\\{outcome="${outcome}"\\} (\\d+)`).exec(text)?.[1] ?? Number.NaN);
  const counts = (metric: string) => ({ hit: read(metric, 'hit'), miss: read(metric, 'miss') });
  return { pages: counts('dar_search_cache_requests_total'), listings: counts('dar_listing_json_requests_total') };
}

/** The share of hits between two counts. */
function hitRateBetween(before: { hit: number; miss: number }, after: { hit: number; miss: number }): number {
  const hits = after.hit - before.hit;
  return hits / (hits + after.miss - before.miss);
}

/**
 * Issue 20's realistic run: searches as traffic asks them, at 100k listings on PostgreSQL: ~10,000
 * different first pages, a few asked often and most rarely (Zipf), with the answer cache as
 * deployed (5 s) and, for comparison, off. The hit rate is the server's own count.
 */
export async function benchZipfSearch(options: {
  adminUrl: string;
  listings: number;
  connections: number;
  durationS: number;
  log: (line: string) => void;
}): Promise<ZipfResult> {
  const store = await createStore('postgres', options.adminUrl, `${BENCH_DATABASE}_zipf`);
  try {
    const database = await store.open();
    try {
      options.log(`zipf: generating ${options.listings} listings`);
      await generateMarket(database.db, options.listings);
    } finally {
      await database.close();
    }
    const paths = combinations();
    const sequence = zipfSequence(paths, SEQUENCE_LENGTH, seededRandom(20));
    const asked = new Map<string, number>();
    for (const path of sequence) asked.set(path, (asked.get(path) ?? 0) + 1);
    const top100 = [...asked.values()].sort((a, b) => b - a).slice(0, 100);
    const runs: ZipfRun[] = [];
    for (const cacheSeconds of [5, 0]) {
      const server = await startServer({
        dataDir: store.dataDir,
        databaseUrl: store.url,
        env: { SEARCH_CACHE_SECONDS: String(cacheSeconds), METRICS_TOKEN, LOG_LEVEL: 'warn' },
      });
      try {
        // Warm-up on other combinations' order: the JIT and the pool, not this run's cache.
        await drive(server.url, sequence.slice(-2_000).reverse(), { connections: 8, durationS: 2 });
        const before = await cacheCounts(server);
        const load = await drive(server.url, sequence, options);
        const after = await cacheCounts(server);
        const hitRate = hitRateBetween(before.pages, after.pages);
        const listingHitRate = hitRateBetween(before.listings, after.listings);
        options.log(
          `  cache ${cacheSeconds} s: ${load.rps.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ` +
            `hit rate ${(100 * hitRate).toFixed(1)}%, listings kept ${(100 * listingHitRate).toFixed(1)}%`,
        );
        runs.push({ cacheSeconds, load, hitRate, listingHitRate });
      } finally {
        await server.stop();
      }
    }
    return {
      listings: options.listings,
      combinations: paths.length,
      exponent: EXPONENT,
      sequence: sequence.length,
      top100Share: top100.reduce((sum, n) => sum + n, 0) / sequence.length,
      connections: options.connections,
      durationS: options.durationS,
      runs,
    };
  } finally {
    await store.drop();
  }
}
