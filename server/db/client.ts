import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PlanKeepingClient } from './kept-plans.ts';
import { openReplica, type ReplicaState, type WalPosition } from './replica.ts';
import * as schema from './schema.ts';

/**
 * The one module that knows which database engine runs: embedded PGlite (a data directory or
 * memory) by default, PostgreSQL when a URL is given. Everything else sees `Db`.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseTarget =
  /** PostgreSQL; `readUrl`: a streaming replica for public reads (DATABASE_READ_URL). */
  | { url: string; readUrl?: string }
  | { dataDir: string }
  /** In memory, optionally cloned from a dump made by `dumpDatabase` (tests). */
  | { memory: true; dump?: Blob };

export interface Database {
  /** The primary: every write, and every read of what a user just wrote or only they may see. */
  db: Db;
  /**
   * Public reads that may trail the primary by a moment (search, listing pages, sitemap): the
   * replica while it is up and near, else the primary; without a replica the same as `db`.
   */
  read: Db;
  /** `read` when the replica has replayed `position` (a client's last write), else `db`. */
  readAfter(position: WalPosition | undefined): Db;
  /**
   * Where the primary's log stands now (undefined without a replica, or when the primary does not
   * answer): a read through `readAfter` of it sees every change committed before this call.
   */
  writePosition(): Promise<WalPosition | undefined>;
  /** The replica's state at its last check (undefined without one): /readyz and the metrics show it. */
  replica?: { state(): ReplicaState; watch(listener: (state: ReplicaState, error?: unknown) => void): void };
  engine: 'pglite' | 'postgres';
  /** How busy each connection pool is (PostgreSQL: the primary's and the replica's; none for PGlite). */
  poolUse(): PoolUse[];
  /** Rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone a migrated database quickly. */
  dump(): Promise<Blob>;
  /**
   * LISTEN on a channel (PostgreSQL NOTIFY reaches every app process); resolves to a function
   * that stops listening. PostgreSQL uses one extra connection, re-opened if it breaks.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface PoolUse {
  pool: 'primary' | 'replica';
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const MIGRATIONS = { migrationsFolder: join(import.meta.dirname, 'migrations') };

export class DataDirInUseError extends Error {}

/** Socket errors and PostgreSQL's connection (08…) and shutdown/startup (57P01–57P03) codes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable/;

/**
 * Whether a failed query means the database cannot be reached right now (a restart, a lost
 * connection) rather than a fault in the query: the caller should answer 503 and retry later.
 * Looks through wrappers (drizzle's DrizzleQueryError keeps the driver's error as its cause).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, target.readUrl);
  if ('dataDir' in target) return openPglite(target.dataDir);
  const client = await PGlite.create('memory://', { extensions: { pg_trgm }, loadDataDir: target.dump });
  return wrapPglite(client, () => {});
}

/** Any numbers, one a task: the advisory locks under which processes on one database take turns. */
export const ADVISORY_LOCKS = { migration: 8_417_301, startData: 8_417_302 } as const;

/**
 * Runs `work` while no other process runs work under the same lock: on PostgreSQL, processes
 * started together (a deploy of N of them) take turns under a session advisory lock held on a
 * connection of its own. PGlite is one process's (DataDirInUseError): nothing to wait for.
 */
export async function exclusively<T>(database: Database, lock: number, work: () => Promise<T>): Promise<T> {
  if (database.engine === 'pglite') return work();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [lock]);
    return await work();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [lock]).catch(() => {});
    holder.release();
  }
}

/** Brings the schema up to date: on PostgreSQL the first of processes started together migrates, the others find nothing left to do. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === 'pglite') return migratePglite(database.db as never, MIGRATIONS);
  await exclusively(database, ADVISORY_LOCKS.migration, () => migratePostgres(database.db as never, MIGRATIONS));
}

function ignoreError(): void {}

/**
 * Every pooled connection's settings: no parallel workers, no JIT. A search page of a few matches,
 * sorted after reading them (repo.ts pageForm), is estimated at tens of thousands of rows: its cost
 * passed jit_above_cost and PostgreSQL compiled its expressions (11-12 ms) or started two workers
 * (100-150 ms) to sort none, where the work took 0.06 ms at 1M listings. Every statement of the app
 * is one answer's, on two cores shared with the app. A named statement with parameters, should one
 * appear, is planned with its values each time, never generically (DESIGN.md section 5); the plans
 * connections keep (kept-plans.ts) have no parameters.
 */
const CONNECTION_OPTIONS = '-c max_parallel_workers_per_gather=0 -c jit=off -c plan_cache_mode=force_custom_plan';

async function openPostgres(url: string, readUrl: string | undefined): Promise<Database> {
  const pool = new pg.Pool({
    Client: PlanKeepingClient,
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    options: CONNECTION_OPTIONS,
  });
  // A broken connection (database restart) must not crash the process; the pool replaces it.
  // Idle ones are reported on the pool; one checked out (inside a transaction) on its client,
  // where an unheard 'error' event killed the server. The query in flight fails on its own.
  pool.on('error', () => {});
  pool.on('acquire', (client) => client.on('error', ignoreError));
  pool.on('release', (_error, client) => client.off('error', ignoreError));
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  const replica =
    readUrl === undefined
      ? undefined
      : openReplica(pool, { url: readUrl, options: CONNECTION_OPTIONS }, isDatabaseUnavailable);
  const read = replica ? (drizzlePostgres({ client: replica.readPool, schema }) as unknown as Db) : db;
  return {
    db,
    read,
    readAfter: (position) => (replica && position !== undefined && !replica.hasReplayed(position) ? db : read),
    writePosition: async () => replica?.writePosition().catch(() => undefined),
    replica,
    engine: 'postgres',
    poolUse: () => [
      { pool: 'primary', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
      ...(replica ? [replica.poolUse()] : []),
    ],
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await replica?.close();
      await pool.end();
    },
    dump: () => Promise.reject(new Error('dump is for PGlite only')),
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
  };
}

const RELISTEN_DELAY_MS = 1000;

async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | undefined;
  let isStopped = false;
  const reconnect = () => {
    if (!isStopped) setTimeout(() => connect().catch(reconnect), RELISTEN_DELAY_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    // A dropped connection (database restart) is replaced; notifications sent meanwhile are lost.
    next.on('error', () => {
      next.end().catch(() => {});
      if (client === next) reconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  await connect();
  return async () => {
    isStopped = true;
    await client?.end();
  };
}

/** PGlite must be opened by one process at a time: a lock file with our pid guards it. */
async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'db.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid !== process.pid && isAlive(pid)) {
      throw new DataDirInUseError(
        `The database in ${dataDir} is open in process ${pid} (is the server running?). ` +
          'Stop it first, or set DATABASE_URL to use PostgreSQL, which several processes can share.',
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  const client = await PGlite.create(join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  return wrapPglite(client, () => rmSync(lockFile, { force: true }));
}

function wrapPglite(client: PGlite, release: () => void): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    read: db,
    readAfter: () => db,
    writePosition: async () => undefined,
    engine: 'pglite',
    poolUse: () => [],
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
      release();
    },
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
