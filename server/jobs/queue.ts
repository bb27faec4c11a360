import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';

/**
 * Background work on a table of the app's own database (PGlite or PostgreSQL alike; pg-boss needs
 * a server of its own features PGlite lacks). Every app process polls it; a job is taken with
 * `for update skip locked`, so one process runs it; a failure is retried with exponential backoff;
 * a job whose worker died is taken again when its lock expires. Jobs are committed rows, so a
 * restart loses nothing.
 */

/** How long a worker may hold a job before another process assumes it died. */
const LOCK_SECONDS = 5 * 60;
const POLL_MS = 2000;
/** Backoff after the n-th failure: 15 s, 30 s, 1 min, … at most an hour. */
const BASE_BACKOFF_SECONDS = 15;
const MAX_BACKOFF_SECONDS = 60 * 60;
export const DEFAULT_MAX_ATTEMPTS = 8;

export interface EnqueueOptions {
  /** Not before then (default now). */
  runAt?: Date;
  /** At most one waiting job with this key: a second enqueue is dropped. */
  singletonKey?: string;
  maxAttempts?: number;
}

export interface JobContext {
  /** 1 on the first try. */
  attempt: number;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

interface TakenJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export interface JobQueue {
  /** Adds a job; pass a transaction to commit it with the change that caused it. */
  enqueue(kind: string, payload: Record<string, unknown>, options?: EnqueueOptions, db?: Db): Promise<void>;
  /** The code that runs jobs of a kind; a kind without a handler waits until one is registered. */
  handle(kind: string, handler: JobHandler): void;
  /** Polls in the background until stop(). */
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
  /** Runs every due job now, one after another (tests and the poll loop); returns how many ran. */
  runDue(): Promise<number>;
}

export function backoffSeconds(failures: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, BASE_BACKOFF_SECONDS * 2 ** Math.max(0, failures - 1));
}

export function createJobQueue(
  db: Db,
  log: { warn(obj: object, message: string): void; error(obj: object, message: string): void },
): JobQueue {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStopped = true;
  let isAgainWanted = false;

  async function takeOne(): Promise<TakenJob | undefined> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return undefined;
    const [job] = await queryRows<TakenJob>(
      db,
      sql`update jobs set locked_until = now() + ${`${LOCK_SECONDS} seconds`}::interval, attempts = attempts + 1
        where id = (
          select id from jobs
          where failed_at is null and run_at <= now() and (locked_until is null or locked_until < now())
            and kind in (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})
          order by run_at, id limit 1
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts`,
    );
    return job;
  }

  async function runOne(job: TakenJob): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, { attempt: job.attempts });
      await db.execute(sql`delete from jobs where id = ${job.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= job.max_attempts) {
        log.error({ err: error, job: job.id, kind: job.kind }, 'background job failed for good');
        await db.execute(
          sql`update jobs set failed_at = now(), locked_until = null, singleton_key = null, last_error = ${message}
            where id = ${job.id}`,
        );
      } else {
        const delay = backoffSeconds(job.attempts);
        log.warn({ err: error, job: job.id, kind: job.kind, retryInSeconds: delay }, 'background job failed');
        await db.execute(
          sql`update jobs set run_at = now() + ${`${delay} seconds`}::interval, locked_until = null,
            last_error = ${message} where id = ${job.id}`,
        );
      }
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    for (;;) {
      const job = await takeOne();
      if (!job) return count;
      await runOne(job);
      count += 1;
    }
  }

  /** One drain at a time in this process; a call during a drain asks for another pass. */
  function runDue(): Promise<number> {
    if (running) {
      isAgainWanted = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        isAgainWanted = false;
        total += await drain();
      } while (isAgainWanted);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function poll(): void {
    if (isStopped) return;
    runDue()
      .catch((err: unknown) => log.warn({ err }, 'job queue poll failed'))
      .finally(() => {
        if (!isStopped) timer = setTimeout(poll, POLL_MS).unref();
      });
  }

  return {
    async enqueue(kind, payload, options = {}, target = db) {
      const runAt = options.runAt ?? new Date();
      await target.execute(
        sql`insert into jobs (kind, payload, run_at, singleton_key, max_attempts)
          values (${kind}, ${JSON.stringify(payload)}::jsonb, ${runAt.toISOString()}::timestamptz,
            ${options.singletonKey ?? null}, ${options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS})
          on conflict (singleton_key) do nothing`,
      );
      // Due now in this process: start it without waiting for the next poll (after the caller's
      // transaction, if any, has had its chance to commit).
      if (!isStopped && runAt.getTime() <= Date.now()) setImmediate(() => void runDue().catch(() => {}));
    },
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    start() {
      if (!isStopped) return;
      isStopped = false;
      timer = setTimeout(poll, 0).unref();
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
    runDue,
  };
}

/**
 * A job that runs at every slot `next(now)` gives (each hour, each day at 09:00 Baghdad time…), in
 * one process of many: every process enqueues the same next slot under the same key, so only one
 * row is kept; after a run the next slot is enqueued.
 */
export function scheduleRecurring(
  queue: JobQueue,
  kind: string,
  next: (after: Date) => Date,
  task: () => Promise<void>,
): { enqueueNext(): Promise<void> } {
  const enqueueNext = async () => {
    const runAt = next(new Date());
    await queue.enqueue(kind, {}, { runAt, singletonKey: `${kind}@${runAt.toISOString()}`, maxAttempts: 3 });
  };
  queue.handle(kind, async (_payload, { attempt }) => {
    try {
      await task();
    } finally {
      if (attempt === 1) await enqueueNext();
    }
  });
  return { enqueueNext };
}
