import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchFanOut } from './fan-out.ts';
import { benchFrontEnd } from './front-end.ts';
import { benchPhotos } from './photos.ts';
import { benchSitemap } from './sitemap.ts';
import { writeReport } from './report.ts';
import { buildWebIfStale } from '../scripts/build-web-if-stale.ts';
import { adminQuery } from '#server/test-utils/postgres-admin.ts';
import { ROOT } from '#server/test-utils/server-process.ts';
import { benchStartUp } from './start-up.ts';

/**
 * `npm run bench`: every benchmark of issue 9 against 127.0.0.1 only, each bounded in time and
 * requests. Each section's figures go to bench/results/<section>.json; bench/results.md is
 * rebuilt from all of them, so one section can be re-run alone (`--only photos`).
 *
 *   npm run bench                      # full: 100k and 1M listings, 20 s per mix
 *   npm run bench -- --quick           # 10k listings, 3 s per mix: checks the scripts
 *   npm run bench -- --only search-postgres --sizes 100000 --duration 10
 *   npm run bench -- --only scale-out  # two processes and a replica, uploads to S3 (issue 23)
 *   npm run bench -- --only uncached   # searches with the answer cache off, beside /healthz and pgbench (issue 20)
 *   npm run bench -- --only uncached-scale  # the same at 1M listings, 32 connections, beside pgbench (issue 20)
 *   npm run bench -- --only zipf       # ~10,000 searches asked as traffic asks them, cache on and off (issue 20)
 *   npm run bench -- --report-only     # rewrite results.md (e.g. after editing findings.md)
 */
const SECTIONS = [
  'search-postgres',
  'search-pglite',
  'uncached',
  'uncached-scale',
  'zipf',
  'fan-out',
  'photos',
  'photo-uplink',
  'front-end',
  'start-up',
  'scale-out',
  'sitemap',
] as const;
type Section = (typeof SECTIONS)[number];

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    /** Rebuild bench/results.md from the saved sections without measuring. */
    'report-only': { type: 'boolean', default: false },
    only: { type: 'string' },
    sizes: { type: 'string' },
    'pglite-sizes': { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '32' },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});

const quick = values.quick;
const sizes = (values.sizes ?? (quick ? '10000' : '100000,1000000')).split(',').map(Number);
const pgliteSizes = values['pglite-sizes'] ? values['pglite-sizes'].split(',').map(Number) : sizes;
const durationS = Number(values.duration ?? (quick ? 3 : 20));
const connections = Number(values.connections);
const adminUrl = values['admin-url'];
const only = values['report-only'] ? [] : values.only ? (values.only.split(',') as Section[]) : [...SECTIONS];
for (const name of only)
  if (!SECTIONS.includes(name)) throw new Error(`unknown section ${name}: ${SECTIONS.join(', ')}`);

const RESULTS = join(ROOT, 'bench', 'results');
mkdirSync(RESULTS, { recursive: true });
const log = (line: string) => console.log(line);

/** The machine is shared: the 1-minute load average when a section starts and when it is saved. */
const loadAtStart = new Map<Section, number>();

function save(name: Section, result: unknown, started: number): void {
  const seconds = (performance.now() - started) / 1000;
  const load = [loadAtStart.get(name) ?? 0, loadavg()[0] ?? 0];
  const cpu = cpus()[0]?.model;
  const saved = {
    at: new Date().toISOString(),
    seconds,
    load,
    cpu,
    options: { quick, durationS, connections },
    result,
  };
  writeFileSync(join(RESULTS, `${name}.json`), `${JSON.stringify(saved, null, 2)}\n`);
}

async function runSection(name: Section, started: number): Promise<unknown> {
  switch (name) {
    case 'search-postgres':
    case 'search-pglite': {
      // Imported here: the search bench needs the listings feature, the others do not.
      const { benchSearchAtScale } = await import('./search.ts');
      const engine = name === 'search-postgres' ? 'postgres' : 'pglite';
      return benchSearchAtScale({
        engine,
        sizes: engine === 'postgres' ? sizes : pgliteSizes,
        adminUrl,
        connections,
        durationS,
        specAt: engine === 'postgres' ? (sizes.find((s) => s >= 100_000) ?? sizes[0]) : undefined,
        log,
        save: (partial) => save(name, partial, started),
      });
    }
    case 'uncached': {
      const { benchUncachedSearch } = await import('./uncached.ts');
      // Issue 20's setting: 10 connections; a few seconds a run are enough at the demo's size.
      return benchUncachedSearch({
        adminUrl,
        connections: 10,
        durationS: values.duration ? durationS : quick ? 2 : 4,
        log,
      });
    }
    case 'uncached-scale': {
      const { benchUncachedAtScale } = await import('./uncached-scale.ts');
      // Issue 20's setting: 1M listings, 32 connections; `--sizes` picks another size.
      return benchUncachedAtScale({
        adminUrl,
        listings: values.sizes ? sizes[0]! : quick ? 10_000 : 1_000_000,
        connections,
        durationS: values.duration ? durationS : quick ? 3 : 10,
        log,
      });
    }
    case 'zipf': {
      const { benchZipfSearch } = await import('./zipf.ts');
      return benchZipfSearch({
        adminUrl,
        listings: quick ? 10_000 : 100_000,
        connections,
        durationS: values.duration ? durationS : quick ? 3 : 15,
        log,
      });
    }
    case 'fan-out':
      return benchFanOut({ sizes: quick ? [1000] : [10_000, 100_000], adminUrl, log });
    case 'photos':
      return benchPhotos({ total: quick ? 24 : 200, log });
    case 'photo-uplink': {
      const { benchPhotoUplink } = await import('./photo-uplink.ts');
      return benchPhotoUplink({ runs: quick ? 1 : 5, log });
    }
    case 'front-end':
      return benchFrontEnd({ runs: quick ? 1 : 5, log });
    case 'start-up':
      return benchStartUp({ runs: quick ? 2 : 5, log });
    case 'scale-out': {
      const { benchScaleOut } = await import('./scale-out.ts');
      return benchScaleOut({
        listings: quick ? 10_000 : 100_000,
        durationS,
        connections,
        uploads: quick ? 3 : 10,
        log,
      });
    }
    case 'sitemap':
      // 100k by default (issue 18's size); `--sizes 100000,1000000` adds the million.
      return benchSitemap({ sizes: values.sizes ? sizes : [quick ? 10_000 : 100_000], adminUrl, log });
  }
}

/** One line that says what the figures were measured on. */
async function describeMachine(): Promise<string> {
  const postgres = await adminQuery<{ server_version: string }>(adminUrl, 'show server_version').then(
    ([row]) => row!.server_version,
    () => 'unavailable',
  );
  const pglite = JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
  return (
    `${cpus()[0]?.model} × ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Linux; ` +
    `Node ${process.versions.node}; PostgreSQL ${postgres} on 127.0.0.1; PGlite ${pglite}; ${new Date().toISOString().slice(0, 10)}`
  );
}

/** Hand-written causes, fixes with before/after figures, and what is not measured. */
function readFindings(): string {
  const file = join(ROOT, 'bench', 'findings.md');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

// Every section's server serves the pages from the build, as `npm start` does: build it first
// when it is missing or older than its sources (a fresh clone has none).
if (only.length > 0) buildWebIfStale();

for (const name of only) {
  log(`== ${name}`);
  const started = performance.now();
  loadAtStart.set(name, loadavg()[0] ?? 0);
  try {
    save(name, await runSection(name, started), started);
  } catch (error) {
    console.error(`${name} failed:`, error);
    process.exitCode = 1;
  }
}

const sections = Object.fromEntries(
  SECTIONS.map((name) => join(RESULTS, `${name}.json`))
    .filter(existsSync)
    .map((file) => [file.split('/').at(-1)!.replace('.json', ''), JSON.parse(readFileSync(file, 'utf8'))]),
);
const table = writeReport(sections, join(ROOT, 'bench', 'results.md'), await describeMachine(), readFindings());
console.log(`\n${table}\nwrote bench/results.md`);
