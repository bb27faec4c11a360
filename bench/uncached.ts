import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type Db, openDatabase } from '#server/db/client.ts';
import { arrayQuery } from '#server/db/compiled-select.ts';
import { pgliteKeptPlans } from '#server/db/kept-plans.ts';
import { adminQuery, databaseUrl } from '#server/test-utils/postgres-admin.ts';
import { type RunningServer, startServer, tempDataDir } from '#server/test-utils/server-process.ts';
import { drive, type LoadResult, type Target } from './load.ts';
import { countPostgresCpu } from './process-cpu.ts';
import { runPgbench, writePgbenchScripts } from './pgbench.ts';
import { apiKeepsPlan, apiStatements, BENCH_DATABASE, MIXES, writtenIn } from './search.ts';

/** A run of one mix and the CPU it took, of each process that served it. */
export interface MeasuredLoad extends LoadResult {
  /** The server process's user + system CPU per answered request (Linux /proc). */
  cpuMsPerRequest: number;
  /** PostgreSQL's processes' CPU per answered request (its backends), where a mix is asked of it. */
  databaseCpuMsPerRequest?: number;
  /** This process's CPU per answered request: autocannon, which asks and reads the answers. */
  loadCpuMsPerRequest: number;
}

export interface UncachedRun {
  mix: string;
  label: string;
  /** /healthz driven just before the mix, on the same server: the same machine load. */
  healthz: MeasuredLoad;
  search: MeasuredLoad;
  /**
   * pgbench running the mix's statements with the same connections and duration, the server idle:
   * transactions per second, what PostgreSQL alone answers (no server in front can pass it).
   */
  pgbenchTps: number;
}

export interface UncachedResult {
  listings: number;
  connections: number;
  durationS: number;
  runs: UncachedRun[];
  /** The same mixes on the embedded database: the server's answers beside PGlite's own rate for their statements. */
  embedded?: EmbeddedRun[];
}

export interface EmbeddedRun {
  mix: string;
  label: string;
  search: MeasuredLoad;
  /** The statements of the mix's answers run in turn on PGlite in one process, nothing else: answers per second. */
  statementsPerS: number;
}

const API = '/api/apartments';

/**
 * Issue 20's two lists, as the result screens ask for them (cards) and as the spec's API answers
 * (full listings), then the search bench's filter mixes (full listings): every answer computed.
 */
export const UNCACHED_MIXES = [
  {
    id: 'rent-baghdad-card',
    label: 'Baghdad long rent, cards',
    paths: [`${API}?listingType=rent&rentalType=long&city=baghdad&fields=card`],
  },
  {
    id: 'rent-baghdad-full',
    label: 'Baghdad long rent, full listings',
    paths: [`${API}?listingType=rent&rentalType=long&city=baghdad`],
  },
  {
    id: 'sale-price-card',
    label: 'sales, cheapest first, cards',
    paths: [`${API}?listingType=sale&sort=price_asc&fields=card`],
  },
  {
    id: 'sale-price-full',
    label: 'sales, cheapest first, full listings',
    paths: [`${API}?listingType=sale&sort=price_asc`],
  },
  ...MIXES,
];

/** A scratch database of its own, so this can run beside the other benchmarks. */
const DATABASE = `${BENCH_DATABASE}_uncached`;

/**
 * The server on PostgreSQL with the demo data (160 listings) and the answer cache off
 * (SEARCH_CACHE_SECONDS=0): each search runs its statement, maps its rows and serialises its
 * answer, the path the cache hides (issue 20's performance goal: every mix ≥ 25% of /healthz).
 */
export async function benchUncachedSearch(options: {
  adminUrl: string;
  connections: number;
  durationS: number;
  log: (line: string) => void;
}): Promise<UncachedResult> {
  await adminQuery(options.adminUrl, `drop database if exists ${DATABASE} with (force)`);
  await adminQuery(options.adminUrl, `create database ${DATABASE}`);
  const url = databaseUrl(options.adminUrl, DATABASE);
  const dataDir = tempDataDir('dar-bench-uncached-');
  const scripts = mkdtempSync(join(tmpdir(), 'dar-bench-pgbench-'));
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      dataDir: dataDir.dir,
      databaseUrl: url,
      env: { SEED_DEMO_DATA: 'true', SEARCH_CACHE_SECONDS: '0', LOG_LEVEL: 'warn' },
    });
    const [counted] = await adminQuery<{ n: number }>(url, 'select count(*)::int as n from apartments');
    const load = { connections: options.connections, durationS: options.durationS };
    const scriptFiles = await writeScripts(url, scripts);
    await warmUp(server, load);
    const runs: UncachedRun[] = [];
    for (const [i, mix] of UNCACHED_MIXES.entries()) {
      const healthz = await measure(server, ['/healthz'], load);
      const search = await measure(server, mix.paths, load, { countsPostgres: true });
      const { tps: pgbenchTps } = await runPgbench(url, scriptFiles[i]!, load);
      options.log(
        `  ${mix.id}: ${search.rps.toFixed(0)} req/s (${((100 * search.rps) / healthz.rps).toFixed(0)}% of /healthz), ` +
          `p50 ${search.p50} ms, p99 ${search.p99} ms, CPU ms per request: server ${search.cpuMsPerRequest.toFixed(3)}, ` +
          `PostgreSQL ${search.databaseCpuMsPerRequest?.toFixed(3)}, autocannon ${search.loadCpuMsPerRequest.toFixed(3)} ` +
          `(/healthz ${healthz.cpuMsPerRequest.toFixed(3)}, ${healthz.loadCpuMsPerRequest.toFixed(3)}); pgbench ${pgbenchTps.toFixed(0)} tps`,
      );
      runs.push({ mix: mix.id, label: mix.label, healthz, search, pgbenchTps });
    }
    await server.stop();
    server = undefined;
    const embedded = await benchEmbedded(load, options.log);
    return { listings: counted?.n ?? 0, ...load, runs, embedded };
  } finally {
    await server?.stop();
    dataDir.remove();
    rmSync(scripts, { recursive: true, force: true });
    await adminQuery(options.adminUrl, `drop database if exists ${DATABASE} with (force)`);
  }
}

/**
 * Issue 20's goal on the embedded database: the server's answers ≥ 50% of PGlite's own rate for
 * the same statements. The demo data goes into a PGlite directory (a server's first start); the
 * mixes' statements then run there one after another in this process (PGlite runs one at a time),
 * and then the server answers them over HTTP, each path computed (cache off).
 */
async function benchEmbedded(
  load: { connections: number; durationS: number },
  log: (line: string) => void,
): Promise<EmbeddedRun[]> {
  const dataDir = tempDataDir('dar-bench-embedded-');
  try {
    const seeding = await startServer({ dataDir: dataDir.dir, env: { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' } });
    await seeding.stop();
    const rates = new Map<string, number>();
    const database = await openDatabase({ dataDir: dataDir.dir });
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      for (const mix of UNCACHED_MIXES) {
        const answers = [];
        for (const path of mix.paths) answers.push(await pgliteStatements(client, database.db, path));
        const until = performance.now() + load.durationS * 1000;
        let runs = 0;
        while (performance.now() < until) {
          for (const run of answers[runs % answers.length]!) await run();
          runs += 1;
        }
        rates.set(mix.id, runs / load.durationS);
      }
    } finally {
      await database.close();
    }
    const server = await startServer({ dataDir: dataDir.dir, env: { SEARCH_CACHE_SECONDS: '0', LOG_LEVEL: 'warn' } });
    try {
      await warmUp(server, load);
      const embedded: EmbeddedRun[] = [];
      for (const mix of UNCACHED_MIXES) {
        const search = await measure(server, mix.paths, load);
        const statementsPerS = rates.get(mix.id) ?? Number.NaN;
        log(
          `  embedded ${mix.id}: ${search.rps.toFixed(0)} req/s, PGlite alone ${statementsPerS.toFixed(0)}/s ` +
            `(${((100 * search.rps) / statementsPerS).toFixed(0)}%)`,
        );
        embedded.push({ mix: mix.id, label: mix.label, search, statementsPerS });
      }
      return embedded;
    } finally {
      await server.stop();
    }
  } finally {
    dataDir.remove();
  }
}

/**
 * The statements the API runs on PGlite for a path, each sent by the server's own arrayQuery: a
 * page whose plan the API keeps prepared once with its values in and run by EXECUTE
 * (kept-plans.ts PgliteKeptPlans); any other with its parameters, planned each time.
 */
async function pgliteStatements(client: PGlite, db: Db, path: string) {
  const query = arrayQuery(client);
  const keepsPlan = apiKeepsPlan(path);
  const statements = [];
  for (const statement of await apiStatements(db, path)) {
    const written = keepsPlan ? writtenIn(path, statement) : undefined;
    // Prepared now, as the server's first run prepares it; past PGlite's bound it would run unkept.
    if (written !== undefined && (await pgliteKeptPlans(client).nameOf(written)) === undefined)
      throw new Error(`${path}: more statements than PGlite keeps plans for`);
    statements.push(() => query(statement.sql, statement.params, written));
  }
  return statements;
}

/** Each mix's statements as pgbench scripts, in UNCACHED_MIXES' order. */
async function writeScripts(url: string, dir: string) {
  const database = await openDatabase({ url });
  try {
    const scripts = [];
    for (const mix of UNCACHED_MIXES) scripts.push(await writePgbenchScripts(database.db, dir, mix));
    return scripts;
  } finally {
    await database.close();
  }
}

/** The JIT, the pool's connections and the statements of every shape, before anything is measured. */
async function warmUp(server: RunningServer, load: { connections: number; durationS: number }) {
  await drive(
    server.url,
    UNCACHED_MIXES.flatMap((m) => m.paths),
    { ...load, durationS: 2 },
  );
}

/** A run of a mix against the server, with the CPU each process took per answer (PostgreSQL's only when asked). */
export async function measure(
  server: RunningServer,
  targets: Target[],
  load: { connections: number; durationS: number },
  { countsPostgres = false } = {},
): Promise<MeasuredLoad> {
  const before = server.cpuSeconds();
  const databaseCpu = countsPostgres ? countPostgresCpu() : undefined;
  const loadCpu = process.cpuUsage();
  const result = await drive(server.url, targets, load);
  const { user, system } = process.cpuUsage(loadCpu);
  const databaseSeconds = databaseCpu?.();
  if (!server.isRunning()) throw new Error(`the server exited during the run (${await server.exited})`);
  const perRequest = (seconds: number) => (result.requests > 0 ? (seconds * 1000) / result.requests : 0);
  return {
    ...result,
    cpuMsPerRequest: perRequest(server.cpuSeconds() - before),
    databaseCpuMsPerRequest: databaseSeconds === undefined ? undefined : perRequest(databaseSeconds),
    loadCpuMsPerRequest: perRequest((user + system) / 1e6),
  };
}
