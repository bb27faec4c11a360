import pg from 'pg';
import type { PoolUse } from './client.ts';
import { PlanKeepingClient } from './kept-plans.ts';

/**
 * A position in PostgreSQL's write-ahead log ("16/B374D848"): a replica that has replayed past
 * it shows every transaction committed before it was read.
 */
export type WalPosition = string;

const WAL_POSITION = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;

export function isWalPosition(text: unknown): text is WalPosition {
  return typeof text === 'string' && WAL_POSITION.test(text);
}

function walOffset(position: WalPosition): bigint {
  const [high, low] = position.split('/') as [string, string];
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * up: public reads go to the replica. lagging: it is more than MAX_LAG_MS behind, down: it does
 * not answer; either way every read goes to the primary until a check finds it up again.
 */
export type ReplicaStatus = 'up' | 'lagging' | 'down';

export interface ReplicaState {
  status: ReplicaStatus;
  /** How long ago the primary wrote the oldest change the replica has not replayed (0: none), at the last check. */
  lagMs: number;
  /** The replica's last replayed position at the last check that reached it. */
  replayed: WalPosition | undefined;
}

/** How often each process checks the replica: a read-your-writes reader waits at most about this long for it. */
export const REPLICA_CHECK_MS = 250;
/** Past this the replica is left alone: a visitor would see listings minutes old. */
export const REPLICA_MAX_LAG_MS = 30_000;
/** The replica's connection and check give up quickly: reads then go to the primary. */
const REPLICA_TIMEOUT_MS = 1_000;

/**
 * Failures a read on the replica may meet that the primary would not: the replica is gone or
 * restarting, or a query was cancelled by a conflict with replay (SQLSTATE 40001 on a hot standby).
 */
function isReplicaFailure(error: unknown, isUnavailable: (error: unknown) => boolean): boolean {
  return isUnavailable(error) || (error as { code?: unknown }).code === '40001';
}

export interface Replica {
  /** A pg.Pool stand-in for drizzle: each query goes to the replica while it is up, else (or on failure) to the primary. */
  readPool: pg.Pool;
  state(): ReplicaState;
  /** Calls `listener` whenever the status changes (up, lagging, down), with the failure that made it down. */
  watch(listener: (state: ReplicaState, error?: unknown) => void): void;
  /** Whether the replica had replayed `position` at the last check. */
  hasReplayed(position: WalPosition): boolean;
  /** The primary's current position (insert pointer: ahead of every commit made so far). */
  writePosition(): Promise<WalPosition>;
  poolUse(): PoolUse;
  close(): Promise<void>;
}

/**
 * Sends each query to the replica while it is up, else to the primary; a query the replica
 * fails (gone, restarting, cancelled by replay) runs again on the primary, so a replica outage
 * costs no answer. Transactions (drizzle calls connect() on a pool) run on the primary.
 */
class ReadPool {
  readonly #primary: pg.Pool;
  readonly #replica: pg.Pool;
  readonly #isUp: () => boolean;
  readonly #onFailure: (error: unknown) => void;
  readonly #isUnavailable: (error: unknown) => boolean;

  constructor(options: {
    primary: pg.Pool;
    replica: pg.Pool;
    isUp: () => boolean;
    onFailure: (error: unknown) => void;
    isUnavailable: (error: unknown) => boolean;
  }) {
    this.#primary = options.primary;
    this.#replica = options.replica;
    this.#isUp = options.isUp;
    this.#onFailure = options.onFailure;
    this.#isUnavailable = options.isUnavailable;
  }

  async query(config: never, values?: never) {
    if (!this.#isUp()) return this.#primary.query(config, values);
    try {
      return await this.#replica.query(config, values);
    } catch (error) {
      if (!isReplicaFailure(error, this.#isUnavailable)) throw error;
      if (this.#isUnavailable(error)) this.#onFailure(error);
      return this.#primary.query(config, values);
    }
  }

  connect() {
    return this.#primary.connect();
  }
}

/**
 * Watches a streaming replica and routes reads to it. Every REPLICA_CHECK_MS it reads the
 * primary's position, then the replica's replayed position; the lag is the age of the oldest
 * primary position the replica has not passed, so an idle primary shows no lag and a replica
 * that stopped receiving shows its real delay.
 */
/** `options`: the primary pool's connection settings (client.ts CONNECTION_OPTIONS), the replica's too. */
export function openReplica(
  primary: pg.Pool,
  { url, options }: { url: string; options: string },
  isUnavailable: (error: unknown) => boolean,
): Replica {
  const replica = new pg.Pool({
    Client: PlanKeepingClient,
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: REPLICA_TIMEOUT_MS,
    application_name: 'dar-read',
    options,
  });
  replica.on('error', () => {});
  let state: ReplicaState = { status: 'down', lagMs: 0, replayed: undefined };
  const listeners: ((state: ReplicaState, error?: unknown) => void)[] = [];
  const setState = (next: ReplicaState, error?: unknown) => {
    const changed = next.status !== state.status;
    state = next;
    if (changed) for (const listener of listeners) listener(state, error);
  };
  const markDown = (error?: unknown) => setState({ ...state, status: 'down' }, error);
  /** Primary positions seen by the checks and when, oldest first, until the replica passes them. */
  const pending: { offset: bigint; at: number }[] = [];

  async function check(): Promise<void> {
    const now = Date.now();
    const { rows } = await primary.query<{ position: string }>('select pg_current_wal_insert_lsn()::text as position');
    const offset = walOffset(rows[0]!.position);
    if (pending.length === 0 || pending.at(-1)!.offset < offset) pending.push({ offset, at: now });
    let replayed: string | null;
    try {
      const result = await replica.query<{ replayed: string | null }>({
        text: 'select pg_last_wal_replay_lsn()::text as replayed',
        query_timeout: REPLICA_TIMEOUT_MS,
      } as pg.QueryConfig);
      replayed = result.rows[0]?.replayed ?? null;
    } catch (error) {
      return markDown(error);
    }
    // Not in recovery (promoted, or a primary by mistake): nothing says how far behind it is.
    if (replayed === null) return markDown(new Error('DATABASE_READ_URL is not a replica in recovery'));
    const replayedOffset = walOffset(replayed);
    while (pending.length > 0 && pending[0]!.offset <= replayedOffset) pending.shift();
    const lagMs = pending.length === 0 ? 0 : Date.now() - pending[0]!.at;
    setState({ status: lagMs > REPLICA_MAX_LAG_MS ? 'lagging' : 'up', lagMs, replayed });
  }

  let isClosed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    // A primary that does not answer fails every request anyway; the next check tries again.
    running = check()
      .catch(() => {})
      .finally(() => {
        if (!isClosed) timer = setTimeout(tick, REPLICA_CHECK_MS).unref();
      });
  };
  // The first check runs at once, so reads use the replica from the start when it is fine.
  tick();

  return {
    readPool: new ReadPool({
      primary,
      replica,
      isUp: () => state.status === 'up',
      onFailure: markDown,
      isUnavailable,
    }) as unknown as pg.Pool,
    state: () => state,
    watch: (listener) => listeners.push(listener),
    hasReplayed: (position) =>
      state.status === 'up' && state.replayed !== undefined && walOffset(state.replayed) >= walOffset(position),
    async writePosition() {
      const { rows } = await primary.query<{ position: string }>(
        'select pg_current_wal_insert_lsn()::text as position',
      );
      return rows[0]!.position;
    },
    poolUse: () => ({
      pool: 'replica',
      total: replica.totalCount,
      idle: replica.idleCount,
      waiting: replica.waitingCount,
    }),
    async close() {
      isClosed = true;
      clearTimeout(timer);
      await running;
      await replica.end();
    },
  };
}
