import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PHOTO_FIELD } from '#common/photos.ts';
import { migrateDatabase, openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { SESSION_COOKIE } from '#server/features/auth/session-plugin.ts';
import { createSessionStore } from '#server/features/auth/session-store.ts';
import { adminQuery } from '#server/test-utils/postgres-admin.ts';
import { startReplicatedPostgres } from '#server/test-utils/replicated-postgres.ts';
import { startS3Server } from '#server/test-utils/s3-server.ts';
import { type RunningServer, startServer, tempDataDir } from '#server/test-utils/server-process.ts';
import { generateListings } from './generate-listings.ts';
import { drive, type LoadResult } from './load.ts';
import { twelveMegapixelJpeg } from './photos.ts';
import { METRICS_TOKEN, scrapeMetrics } from './metrics.ts';
import { median } from './stats.ts';

/**
 * `npm run bench -- --only scale-out`: a private primary with a streaming replica (ports
 * 5444/5445) holding `listings` generated rows, then in one run
 * - search throughput: one process on the primary alone, two processes on the primary alone,
 *   two processes on primary + replica; the same total connections, split between processes;
 * - how long a commit takes to show on the replica, idle and under the two-process load;
 * - a 12 MP upload's time with photos on the local disk and in an S3 bucket (s3rver on
 *   127.0.0.1), with the encode and store stages from /metrics.
 */
export interface ScaleOutResult {
  listings: number;
  cpus: number;
  search: { mix: string; label: string; configs: SearchRun[] }[];
  replicaLag: { idle: LagFigures; underLoad: LagFigures };
  uploads: UploadRun[];
}

export interface SearchRun {
  config: string;
  processes: number;
  /** CPU seconds the configuration's server processes used per second of its slots (2 = both cores). */
  serverCores: number;
  /** Requests answered per CPU second of the server processes: the work a request costs the app. */
  requestsPerCpuSecond: number;
  /** Sum of the processes' rates; latency of the slowest process. */
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  perProcess: LoadResult[];
}

export interface LagFigures {
  samples: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
}

export interface UploadRun {
  storage: 'disk' | 'S3 (s3rver)';
  uploads: number;
  medianMs: number;
  encodeMeanMs: number;
  storeMeanMs: number;
}

const SESSION_SECRET = 'bench-session-secret-0123456789abcdef';
/** Turns per configuration and mix, each a slot of durationS / ROUNDS seconds. */
const ROUNDS = 4;
const CITIES = ['baghdad', 'erbil', 'basra', 'mosul', 'karrada', 'najaf'];

const MIXES = [
  {
    id: 'lists',
    label: 'first pages of 6 city lists (kept in memory 5 s)',
    paths: CITIES.map((city) => `/api/apartments?listingType=rent&rentalType=long&city=${city}`),
  },
  {
    id: 'uncached',
    label: '3,000 different searches (every answer from the database)',
    paths: Array.from(
      { length: 3_000 },
      (_, i) =>
        `/api/apartments?listingType=rent&rentalType=long&city=${CITIES[i % CITIES.length]}&maxPrice=${300_000 + i * 1_000}`,
    ),
  },
];

export async function benchScaleOut({
  listings,
  durationS,
  connections,
  uploads,
  log,
}: {
  listings: number;
  durationS: number;
  connections: number;
  uploads: number;
  log: (line: string) => void;
}): Promise<ScaleOutResult> {
  const cluster = await startReplicatedPostgres({ primaryPort: 5444, replicaPort: 5445 });
  const dirs = Array.from({ length: 5 }, () => tempDataDir('dar-bench-scale-'));
  try {
    await adminQuery(cluster.primaryUrl(), 'create database dar');
    const primary = cluster.primaryUrl('dar');
    const replica = cluster.replicaUrl('dar');
    const database = await openDatabase({ url: primary });
    let cookie: string;
    try {
      await migrateDatabase(database);
      log(`scale-out: generating ${listings} listings`);
      await generateListings(database.db, listings);
      await database.db.execute(sql`vacuum analyze apartments, listing_sample`);
      await database.db.execute(sql`checkpoint`);
      await database.db.execute(sql`create table lag_probe (id int primary key)`);
      const [owner] = await database.db
        .insert(users)
        .values({ email: 'bench-owner@dar.iq', role: 'owner' })
        .returning();
      cookie = `${SESSION_COOKIE}=${await createSessionStore(database.db, SESSION_SECRET).create(owner!.id)}`;
    } finally {
      await database.close();
    }
    await cluster.waitForReplay(120_000);

    const env = { SESSION_SECRET, LOG_LEVEL: 'warn', METRICS_TOKEN };
    const start = (index: number, extra: Record<string, string> = {}) =>
      startServer({ dataDir: dirs[index]!.dir, databaseUrl: primary, env: { ...env, ...extra } });
    // Every configuration's processes run the whole time, and the configurations take turns in
    // short slots: the machine is shared, and a load that drifts then weighs on all of them alike.
    const [alone, pair, replicated] = [
      await Promise.all([start(0)]),
      await Promise.all([start(1), start(2)]),
      await Promise.all([3, 4].map((i) => start(i, { DATABASE_READ_URL: replica }))),
    ];
    const configs = [
      { name: 'one process, primary only', servers: alone },
      { name: 'two processes, primary only', servers: pair },
      { name: 'two processes, primary + replica', servers: replicated },
    ];
    const search = MIXES.map((mix) => ({ mix: mix.id, label: mix.label, configs: [] as SearchRun[] }));
    const lagsUnderLoad: number[] = [];
    try {
      for (const server of configs.flatMap((c) => c.servers)) {
        await drive(server.url, MIXES[0]!.paths, { connections: 4, durationS: 1 });
      }
      const slotS = Math.max(2, Math.round(durationS / ROUNDS));
      for (const [index, mix] of MIXES.entries()) {
        const rounds = configs.map(() => [] as LoadResult[][]);
        const cpu = configs.map(() => ({ seconds: 0, wall: 0, requests: 0 }));
        for (let round = 0; round < ROUNDS; round++) {
          for (const [c, config] of configs.entries()) {
            const isProbed = config.servers === replicated && mix.id === 'uncached';
            const probing = isProbed ? probeLag(primary, replica, slotS * 1000 - 500) : undefined;
            const cpuBefore = cpuSeconds(config.servers);
            const wallBefore = performance.now();
            const slot = await Promise.all(
              config.servers.map((server) =>
                drive(server.url, mix.paths, {
                  connections: Math.round(connections / config.servers.length),
                  durationS: slotS,
                }),
              ),
            );
            rounds[c]!.push(slot);
            cpu[c]!.seconds += cpuSeconds(config.servers) - cpuBefore;
            cpu[c]!.wall += (performance.now() - wallBefore) / 1000;
            cpu[c]!.requests += slot.reduce((sum, r) => sum + r.requests, 0);
            if (probing) lagsUnderLoad.push(...(await probing));
          }
        }
        for (const [c, config] of configs.entries()) {
          const slots = rounds[c]!;
          const run: SearchRun = {
            config: config.name,
            processes: config.servers.length,
            serverCores: cpu[c]!.seconds / cpu[c]!.wall,
            requestsPerCpuSecond: cpu[c]!.requests / cpu[c]!.seconds,
            rps: median(slots.map((slot) => slot.reduce((sum, r) => sum + r.rps, 0))),
            p50: median(slots.map((slot) => Math.max(...slot.map((r) => r.p50)))),
            p99: median(slots.map((slot) => Math.max(...slot.map((r) => r.p99)))),
            errors: slots.flat().reduce((sum, r) => sum + r.errors + r.non2xx, 0),
            perProcess: slots.flat(),
          };
          search[index]!.configs.push(run);
          log(`  ${config.name}, ${mix.id}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms`);
        }
      }
    } finally {
      for (const server of configs.flatMap((c) => c.servers)) await server.stop();
    }
    const idle = summariseLag(await probeLag(primary, replica, 3_000));
    const underLoad = summariseLag(lagsUnderLoad);
    log(`  replica lag idle: median ${idle.medianMs} ms; under load: median ${underLoad.medianMs} ms`);

    const jpeg = await twelveMegapixelJpeg();
    const s3 = await startS3Server();
    const runs: UploadRun[] = [];
    try {
      for (const storage of ['disk', 'S3 (s3rver)'] as const) {
        const server = await start(0, storage === 'disk' ? {} : s3.env);
        try {
          runs.push(await timeUploads(server, storage, jpeg, cookie, uploads));
          log(`  upload to ${storage}: median ${runs.at(-1)!.medianMs.toFixed(0)} ms`);
        } finally {
          await server.stop();
        }
      }
    } finally {
      await s3.close();
    }
    return {
      listings,
      cpus: (await import('node:os')).cpus().length,
      search,
      replicaLag: { idle, underLoad },
      uploads: runs,
    };
  } finally {
    for (const dir of dirs) dir.remove();
    await cluster.close();
  }
}

/** User and system CPU seconds the processes have used so far. */
function cpuSeconds(servers: RunningServer[]): number {
  return servers.reduce((sum, server) => sum + server.cpuSeconds(), 0);
}

/**
 * Commit on the primary to visible on the replica: insert a row, then poll the replica on a
 * connection of its own until it is there. Repeats for `forMs` (or 200 probes); the lags in ms.
 */
async function probeLag(primaryUrl: string, replicaUrl: string, forMs: number): Promise<number[]> {
  const writer = new pg.Client({ connectionString: primaryUrl });
  const reader = new pg.Client({ connectionString: replicaUrl });
  await Promise.all([writer.connect(), reader.connect()]);
  const lags: number[] = [];
  try {
    const end = Date.now() + forMs;
    const base = Math.floor(Math.random() * 1e9);
    for (let i = 0; Date.now() < end && i < 200; i++) {
      await writer.query('insert into lag_probe (id) values ($1)', [base + i]);
      const committed = performance.now();
      while ((await reader.query('select 1 from lag_probe where id = $1', [base + i])).rowCount === 0) {
        if (performance.now() - committed > 10_000) throw new Error('the replica did not show a row within 10 s');
      }
      lags.push(performance.now() - committed);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await Promise.all([writer.end(), reader.end()]);
  }
  return lags;
}

function summariseLag(lags: number[]): LagFigures {
  const sorted = [...lags].sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    samples: lags.length,
    medianMs: round(median(lags)),
    p99Ms: round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

async function timeUploads(
  server: RunningServer,
  storage: UploadRun['storage'],
  jpeg: Buffer,
  cookie: string,
  count: number,
): Promise<UploadRun> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.append(PHOTO_FIELD, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const response = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`upload to ${storage}: ${response.status}`);
    times.push(performance.now() - started);
  }
  const metrics = await scrapeMetrics(server);
  const meanMs = (stage: string) => {
    const value = (name: string) =>
      Number(new RegExp(`^dar_photo_processing_seconds_${name}\\{stage="${stage}"\\} (\\S+)$`, 'm').exec(metrics)?.[1]);
    return (value('sum') / value('count')) * 1000;
  };
  return {
    storage,
    uploads: count,
    medianMs: median(times),
    encodeMeanMs: meanMs('encode'),
    storeMeanMs: meanMs('store'),
  };
}
