import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type SearchParams, type SearchQuery, searchQuerySchema } from '#common/listing-schemas.ts';
import { type Database, type Db, migrateDatabase, openDatabase } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import { PlanKeepingClient, writeValuesIn } from '#server/db/kept-plans.ts';
import * as schema from '#server/db/schema.ts';
import { createListingJson } from '#server/features/listings/listing-json.ts';
import { findPage, searchKeepsPlan, selectSearchStatements } from '#server/features/listings/repo.ts';
import { explainText } from '#server/test-utils/explain.ts';
import { createPhotoUrls } from '#server/features/photos/photo-urls.ts';
import { createDiskStorage } from '#server/features/photos/storage.ts';
import { adminQuery } from '#server/test-utils/postgres-admin.ts';
import { startServer } from '#server/test-utils/server-process.ts';
import { generateMarket } from './generate-listings.ts';
import { ask, drive, type LoadOptions, type LoadResult } from './load.ts';
import { median } from './stats.ts';

export type Engine = 'postgres' | 'pglite';

export interface Mix {
  id: string;
  label: string;
  isText: boolean;
  /** Driven round-robin, so the database sees several cities and terms, not one cached answer. */
  paths: string[];
  /** Headers a browser would send with every path (a held ETag, Accept-Encoding). */
  headers?: Record<string, string>[];
  /** Measured for the record, without a goal: what it shows instead. */
  withoutGoal?: string;
  /**
   * Pages the server keeps: each asked once just before the run, so the run measures them kept
   * (as popular pages are) and not 32 connections' first renders at once.
   */
  isKept?: boolean;
}

const API = '/api/apartments';

function path(params: Record<string, string | number>): string {
  return `${API}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;
}

const CITIES = ['baghdad', 'erbil', 'basra', 'mosul', 'karrada', 'najaf'];
const PAGED: Record<string, string>[] = [
  { listingType: 'rent', rentalType: 'long' },
  { listingType: 'sale', sort: 'price_asc' },
];
/** Page 50 is 49 "next" links deep: 1,176 rows skipped by keyset, never OFFSET. */
const DEEP_PAGE = 50;

/** The filter mixes, as the web pages send them (DESIGN.md section 7 names). */
export const MIXES: Mix[] = [
  {
    id: 'rent-city-beds',
    label: 'rent long + city + bedrooms',
    isText: false,
    paths: CITIES.flatMap((city) =>
      [2, 3].map((bedrooms) => path({ listingType: 'rent', rentalType: 'long', city, bedrooms })),
    ),
  },
  {
    id: 'short-price',
    label: 'short rent + price cap',
    isText: false,
    paths: [60_000, 100_000, 150_000, 200_000].map((maxPrice) =>
      path({ listingType: 'rent', rentalType: 'short', maxPrice }),
    ),
  },
  {
    // The API has no payment-type filter (credit is shown on the card): this is what /sales sends.
    id: 'sale-price-baths',
    label: 'sale + price cap + baths, cheapest first',
    isText: false,
    paths: [150_000_000, 300_000_000, 600_000_000].map((maxPrice) =>
      path({ listingType: 'sale', maxPrice, bathrooms: 2, sort: 'price_asc' }),
    ),
  },
  {
    id: 'land-city',
    label: 'land + city',
    isText: false,
    paths: CITIES.map((city) => path({ listingType: 'land', city })),
  },
  {
    // What a city page sends with its price range; Najaf is small and 300,000 is near the cheapest long rent.
    id: 'city-price',
    label: 'rent long + city + low price cap',
    isText: false,
    paths: [
      ['najaf', 300_000],
      ['karrada', 1_000_000],
      ['basra', 500_000],
      ['baghdad', 2_500_000],
    ].map(([city, maxPrice]) => path({ listingType: 'rent', rentalType: 'long', city: city!, maxPrice: maxPrice! })),
  },
  {
    id: 'text-ar',
    label: 'text search, Arabic',
    isText: true,
    paths: ['شقة', 'فيلا فاخرة', 'الكرادة', 'ارض زراعية', 'مفروشة'].map((q) => path({ q })),
  },
  {
    id: 'text-en',
    label: 'text search, English',
    isText: true,
    paths: ['apartment', 'luxury villa', 'karrada', 'agricultural land', 'duplex'].map((q) => path({ q })),
  },
  { id: 'page-1', label: 'page 1 (newest rent; cheapest sale)', isText: false, paths: PAGED.map((p) => path(p)) },
];

export interface PlanResult {
  mix: string;
  path: string;
  plan: string;
  executionMs: number;
  hasSeqScan: boolean;
}

export interface ScaleResult {
  engine: Engine;
  rows: number;
  generateS: number;
  plans: PlanResult[];
  /** The same plans without the index and statistics this benchmark led to (FIXES). */
  plansBeforeFixes: PlanResult[];
  /** Named prepared statements with parameters left on a connection after ten searches (0: no search gets a generic plan). */
  namedStatements?: number;
  /** Named statements without parameters (their values written in) the same connection keeps. */
  keptPlans?: number;
  customVsGeneric?: { mix: string; customMs: number; genericMs: number };
  healthz: LoadResult;
  load: { mix: Mix; result: LoadResult }[];
  spec?: SpecComparison;
}

export interface SpecComparison {
  rows: number;
  fullBytes: number;
  fullGzipBytes: number;
  /** Database read + JSON of every listing, in the server process's place. */
  fullServerMs: number;
  /** What the spec's browser then does: parse everything and filter. */
  clientParseFilterMs: number;
  pageBytes: number;
  pageGzipBytes: number;
  /** One filtered page over HTTP from the running server, median of 20. */
  pageMs: number;
}

export interface ScaleOptions extends LoadOptions {
  engine: Engine;
  sizes: number[];
  adminUrl: string;
  /** Compare with the spec's download-everything design at this size. */
  specAt?: number;
  log: (line: string) => void;
  /** Called with the results so far after each size, so a long run keeps what it measured. */
  save?: (results: ScaleResult[]) => void;
}

/** Generates each size in turn (adding rows), then plans and load for every mix at that size. */
export async function benchSearchAtScale(options: ScaleOptions): Promise<ScaleResult[]> {
  const store = await createStore(options.engine, options.adminUrl);
  const results: ScaleResult[] = [];
  try {
    let rows = 0;
    for (const size of options.sizes) {
      const database = await store.open();
      let result: Omit<ScaleResult, 'healthz' | 'load'>;
      let paths: Mix[];
      let pages: Mix[];
      let full: Omit<SpecComparison, 'pageMs'> | undefined;
      try {
        options.log(`${options.engine}: generating ${size - rows} listings (to ${size})`);
        const started = performance.now();
        await generateMarket(database.db, size - rows, rows / 1e7);
        const generateS = (performance.now() - started) / 1000;
        rows = size;
        paths = [...MIXES, await deepPageMix(database.db)];
        pages = await pageMixes(database.db);
        options.log(`${options.engine} ${size}: explain`);
        const plans = await explainMixes(database.db, paths);
        const plansBeforeFixes = await explainBeforeFixes(database.db, paths);
        result = { engine: options.engine, rows: size, generateS, plans, plansBeforeFixes };
        if (options.engine === 'postgres') {
          const named = await countNamedStatements(store.url!, paths);
          result.namedStatements = named.withParameters;
          result.keptPlans = named.kept;
          result.customVsGeneric = await compareGenericPlan(store.url!, paths[0]!);
        }
        if (options.specAt === size) full = await fullAnswer(database.db, paths[0]!);
      } finally {
        await database.close();
      }
      options.log(`${options.engine} ${size}: load`);
      const server = await startServer({ dataDir: store.dataDir, databaseUrl: store.url });
      try {
        await drive(
          server.url,
          paths.flatMap((m) => m.paths),
          { connections: 8, durationS: 2 },
        );
        const healthz = await drive(server.url, ['/healthz'], options);
        const load = [];
        for (const mix of [...paths, ...(await recordedMixes(server.url, paths)), ...pages]) {
          const targets = mix.paths.map((p, i) => (mix.headers ? { path: p, headers: mix.headers[i]! } : p));
          // A kept mix's every page once first, so it is in memory; any other mix's first few, so that
          // none is timed on error pages.
          for (const target of mix.isKept ? targets : targets.slice(0, FIRST_ASKED)) await ask(server.url, target);
          const outcome = await drive(server.url, targets, options);
          options.log(
            `  ${mix.id}: p50 ${outcome.p50} ms, p99 ${outcome.p99} ms, ${outcome.rps.toFixed(0)} req/s` +
              (outcome.non2xx + outcome.errors > 0 ? ` (${outcome.non2xx} non-2xx, ${outcome.errors} errors)` : ''),
          );
          load.push({ mix, result: outcome });
        }
        const spec = full && { ...full, pageMs: await timePage(server.url, paths[0]!.paths[0]!) };
        results.push({ ...result, healthz, load, spec });
        options.save?.(results);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await store.drop();
  }
  return results;
}

/** As a phone asks for a page: compressed. */
const BROWSER = { 'accept-encoding': 'br, gzip' };

/**
 * Server-rendered pages as visitors open them (issue 18), in HTML: a listing's page for 3,000
 * different listings (more than the server keeps, so each is rendered: the loader's read and
 * React's render), the same for 40 popular listings (kept pages), and the list pages.
 */
async function pageMixes(db: Db): Promise<Mix[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from apartments where available order by md5(id::text) limit 3000`,
  );
  const listingPaths = rows.map(({ id }, i) => `${['', '/en', '/ku'][i % 3]}/apartments/${id}`);
  const listPaths = ['/', '/sales', '/en/sales', '/lands', '/ku/city/baghdad', '/en/city/erbil?bedrooms=2'];
  const html = (id: string, label: string, paths: string[], isKept: boolean): Mix => ({
    id,
    label,
    isText: false,
    paths,
    headers: paths.map(() => BROWSER),
    isKept,
  });
  return [
    html('html-listing-rendered', 'listing page (HTML), 3,000 different listings', listingPaths, false),
    html('html-listing-kept', 'listing page (HTML), 40 popular listings', listingPaths.slice(0, 40), true),
    html('html-lists', 'list pages (HTML): home, sales, lands, cities', listPaths, true),
  ];
}

/** The pages of a mix asked once before it is timed (bench/load.ts ask): they must answer 200. */
const FIRST_ASKED = 3;

/** More distinct searches than the server keeps pages of (SEARCH_CACHE_ENTRIES is 500). */
const UNCACHED_SEARCHES = 3_000;

/**
 * For the record: page 1 as a browser fetches it, gzip-compressed (the CPU compression costs)
 * and revalidated with the ETag it already holds (a 304 with no body, what a refetch of an
 * unchanged list costs); and searches that all differ, so every answer comes from the database
 * and none from the server's few seconds of memory (docs/decisions/search-answer-cache.md).
 */
async function recordedMixes(url: string, mixes: Mix[]): Promise<Mix[]> {
  const page1 = mixes.find((m) => m.id === 'page-1')!;
  const etags = [];
  for (const p of page1.paths) etags.push((await fetch(url + p)).headers.get('etag') ?? '');
  return [
    {
      id: 'page-1-gzip',
      label: 'page 1, Accept-Encoding: gzip',
      isText: false,
      paths: page1.paths,
      headers: page1.paths.map(() => ({ 'accept-encoding': 'gzip' })),
      withoutGoal: 'what a browser sends (no goal)',
    },
    {
      id: 'page-1-304',
      label: 'page 1 revalidated (If-None-Match → 304)',
      isText: false,
      paths: page1.paths,
      headers: etags.map((etag) => ({ 'if-none-match': etag })),
      withoutGoal: 'what a browser sends (no goal)',
    },
    {
      id: 'uncached',
      label: `rent long + city + price cap, ${UNCACHED_SEARCHES.toLocaleString('en')} different searches`,
      isText: false,
      paths: Array.from({ length: UNCACHED_SEARCHES }, (_, i) =>
        path({
          listingType: 'rent',
          rentalType: 'long',
          city: CITIES[i % CITIES.length]!,
          maxPrice: 300_000 + i * 1_000,
        }),
      ),
      withoutGoal: 'every answer from the database (no goal)',
    },
  ];
}

interface Store {
  dataDir: string;
  url?: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** Another name lets two benchmarks run side by side on one server. */
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'dar_bench';

/** A scratch database (`dar_bench` or $BENCH_DATABASE) on the PostgreSQL server, or a PGlite directory in /tmp. */
export async function createStore(engine: Engine, adminUrl: string, name = BENCH_DATABASE): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), `dar-bench-${engine}-`));
  if (engine === 'pglite') {
    let isMigrated = false;
    return {
      dataDir,
      async open() {
        const database = await openDatabase({ dataDir });
        if (!isMigrated) await migrateDatabase(database);
        isMigrated = true;
        return database;
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let isMigrated = false;
  return {
    dataDir,
    url: url.toString(),
    async open() {
      const database = await openDatabase({ url: url.toString() });
      if (!isMigrated) await migrateDatabase(database);
      isMigrated = true;
      return database;
    },
    async drop() {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function parseSearch(pathAndQuery: string) {
  const params = Object.fromEntries(new URL(pathAndQuery, 'http://host').searchParams) as SearchParams;
  return searchQuerySchema.parse(params);
}

/** Follows the next cursor DEEP_PAGE − 1 times, in process, exactly as the Link header would. */
async function deepPageMix(db: Db): Promise<Mix> {
  const paths = [];
  for (const params of PAGED) {
    let cursor: string | undefined;
    for (let page = 1; page < DEEP_PAGE; page += 1) {
      const query = parseSearch(path(cursor ? { ...params, cursor } : params));
      cursor = (await findPage(db, query, PUBLIC)).nextCursor;
      if (!cursor) throw new Error(`fewer than ${DEEP_PAGE} pages for ${JSON.stringify(params)}`);
    }
    paths.push(path({ ...params, cursor: cursor! }));
  }
  return { id: `page-${DEEP_PAGE}`, label: `page ${DEEP_PAGE} by cursor (same lists)`, isText: false, paths };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statement the API runs, for the first path of every mix. */
async function explainMixes(db: Db, mixes: Mix[]): Promise<PlanResult[]> {
  const plans = [];
  for (const mix of mixes) {
    const first = mix.paths[0]!;
    plans.push({ mix: mix.id, path: decodeURIComponent(first), ...(await explainPath(db, first)) });
  }
  return plans;
}

/**
 * The plans of the statements the API runs for a path, warm, with their execution time summed and
 * whether one scans the table.
 */
export async function explainPath(db: Db, pathAndQuery: string) {
  const statements = await pathStatements(db, pathAndQuery);
  const plans: string[] = [];
  let executionMs = 0;
  for (const statement of statements) {
    // Twice: the first run reads cold pages, the second shows the steady state the load sees.
    await queryRows(db, sql`explain (analyze) ${statement}`);
    const plan = await explainText(db, [statement], sql`explain (analyze, buffers)`);
    plans.push(plan);
    executionMs += Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
  }
  const plan = plans.join('\n');
  return { plan, executionMs, hasSeqScan: /Seq Scan on apartments/.test(plan) };
}

const DIALECT = new PgDialect();

/** The statements the API runs for a path (what it counts first, then its page). */
function pathStatements(db: Db, path: string) {
  return selectSearchStatements(db, parseSearch(path), { includeUnavailable: false });
}

/** The same as text and parameters. */
export async function apiStatements(db: Db, path: string) {
  return (await pathStatements(db, path)).map((statement) => DIALECT.sqlToQuery(statement));
}

/** One of a path's statements with its values written in as quoted literals, as a kept plan's are (kept-plans.ts writeValuesIn). */
export function writtenIn(path: string, { sql: text, params }: { sql: string; params: unknown[] }): string {
  const written = writeValuesIn(text, params);
  if (written === undefined) throw new Error(`${path}: a value that cannot be written in (${JSON.stringify(params)})`);
  return written;
}

/** A path's statements, each with its values written in (writtenIn). */
export async function apiStatementsWithValues(db: Db, path: string): Promise<string[]> {
  return (await apiStatements(db, path)).map((statement) => writtenIn(path, statement));
}

/** Whether the API keeps the plan of a path's statements (repo.ts keepsPlan): pgbench and PGlite alone then run them prepared. */
export function apiKeepsPlan(path: string): boolean {
  return searchKeepsPlan(parseSearch(path), { includeUnavailable: false });
}

/** What the first runs found (bench/findings.md), undone inside a rolled-back transaction. */
const FIXES = ['drop index apartments_type_newest_idx', 'drop statistics apartments_type_price_stats'];

class Rollback extends Error {}

async function explainBeforeFixes(db: Db, mixes: Mix[]): Promise<PlanResult[]> {
  let plans: PlanResult[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const statement of FIXES) await tx.execute(sql.raw(statement));
      plans = await explainMixes(tx as unknown as Db, mixes);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return plans;
}

/**
 * node-postgres sends an unnamed statement unless a query is given a name; an unnamed statement is
 * planned with its parameter values every time (never a generic plan). The server names only
 * statements with their values written in (server/db/kept-plans.ts), which have no parameter to
 * guess. After ten searches through the server's kind of connection, no named statement with
 * parameters may exist on it; `kept`: the plans it keeps.
 */
async function countNamedStatements(url: string, mixes: Mix[]) {
  const pool = new pg.Pool({ Client: PlanKeepingClient, connectionString: url, max: 1 });
  try {
    const db = drizzle({ client: pool, schema });
    for (let i = 0; i < 10; i += 1) {
      for (const mix of mixes) {
        await pageJson(db as unknown as Db, parseSearch(mix.paths[0]!));
      }
    }
    const { rows } = await pool.query<{ withParameters: number; kept: number }>(
      `select count(*) filter (where parameter_types <> '{}')::int as "withParameters", count(*)::int as kept
       from pg_prepared_statements`,
    );
    return rows[0]!;
  } finally {
    await pool.end();
  }
}

/** What a named prepared statement would cost: the same query with a forced generic plan. */
async function compareGenericPlan(url: string, mix: Mix) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const db = drizzle({ client, schema }) as unknown as Db;
    const { sql: text, params } = (await apiStatements(db, mix.paths[0]!)).at(-1)!;
    await client.query(`prepare bench_search as ${text}`);
    const args = params.map((p) => client.escapeLiteral(String(p))).join(', ');
    const executionMs = async (mode: string) => {
      await client.query(`set plan_cache_mode = ${mode}`);
      await client.query(`explain (analyze) execute bench_search(${args})`);
      const { rows } = await client.query(`explain (analyze) execute bench_search(${args})`);
      const plan = rows.map((row) => Object.values(row)[0]).join('\n');
      return Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]);
    };
    return {
      mix: mix.id,
      customMs: await executionMs('force_custom_plan'),
      genericMs: await executionMs('force_generic_plan'),
    };
  } finally {
    await client.end();
  }
}

const PUBLIC = { includeUnavailable: false };

/**
 * A public page's JSON as the API makes it (its statement, then its listings read by id), each
 * time from the database: nothing is kept from one call to the next. Photos as the disk serves them.
 */
async function pageJson(db: Db, query: SearchQuery): Promise<string> {
  const { entries } = await findPage(db, query, PUBLIC);
  const listingJson = createListingJson(createPhotoUrls(createDiskStorage(join(tmpdir(), 'dar-bench-uploads'))));
  return (await listingJson.page(db, query.fields ?? 'full', entries, PUBLIC)).toString('utf8');
}

/** The spec's design: every listing in one answer, which the browser then parses and filters. */
async function fullAnswer(db: Db, mix: Mix): Promise<Omit<SpecComparison, 'pageMs'>> {
  const started = performance.now();
  const body = await pageJson(db, { ...parseSearch(API), limit: 10_000_000 });
  const fullServerMs = performance.now() - started;
  const query = parseSearch(mix.paths[0]!);
  const parseStarted = performance.now();
  const parsed = JSON.parse(body) as {
    listing_type: string;
    rental_type: string;
    location_en: string;
    bedrooms: number;
  }[];
  parsed.filter(
    (a) =>
      a.listing_type === query.listingType &&
      a.rental_type === query.rentalType &&
      a.location_en.toLowerCase().includes(query.city ?? '') &&
      a.bedrooms >= (query.bedrooms ?? 0),
  );
  const clientParseFilterMs = performance.now() - parseStarted;
  const page = await pageJson(db, query);
  return {
    rows: parsed.length,
    fullBytes: Buffer.byteLength(body),
    fullGzipBytes: gzipSync(body).length,
    fullServerMs,
    clientParseFilterMs,
    pageBytes: Buffer.byteLength(page),
    pageGzipBytes: gzipSync(page).length,
  };
}

async function timePage(url: string, pagePath: string): Promise<number> {
  const times = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    const response = await fetch(url + pagePath);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return median(times);
}
