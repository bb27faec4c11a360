import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';

/** One value of a collected metric, with its labels when it has any. */
export interface MetricSample {
  labels?: Record<string, string>;
  value: number;
}

/** A metric read at each scrape from whoever owns the number (a queue, a cache, a set of streams). */
export interface CollectedMetric {
  /** Prometheus name, `dar_…`; a counter's ends in `_total`. */
  name: string;
  help: string;
  labelNames?: string[];
  collect(): number | MetricSample[] | Promise<number | MetricSample[]>;
}

/**
 * The metrics registration point. Features (and background jobs) register what they can count;
 * with METRICS_TOKEN unset every call is a no-op and nothing is measured.
 */
export interface Metrics {
  /** A value that goes up and down: queue depth, open streams. */
  registerGauge(metric: CollectedMetric): void;
  /** A running total since the process started: jobs failed, cache hits. */
  registerCounter(metric: CollectedMetric): void;
  /** How long one stage of a photo upload took (decoding and encoding the widths, storing them). */
  observePhotoStage(stage: PhotoStage, seconds: number): void;
}

export type PhotoStage = 'encode' | 'store';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const METRICS_PATH = '/metrics';

const NO_METRICS: Metrics = {
  registerGauge: () => {},
  registerCounter: () => {},
  observePhotoStage: () => {},
};

function toSamples(value: number | MetricSample[]): MetricSample[] {
  return typeof value === 'number' ? [{ value }] : value;
}

/**
 * `GET /metrics` in Prometheus's text format, behind `Authorization: Bearer METRICS_TOKEN`:
 * requests by route and status with their latency, the database pools and the replica, process
 * memory, the event loop's delay, and whatever the features register (search cache, streams,
 * photos, the job queue). Without METRICS_TOKEN there is no route and no measuring.
 */
export function registerMetrics(app: FastifyInstance, { token, database }: { token?: string; database: Database }) {
  if (token === undefined) {
    app.decorate('metrics', NO_METRICS);
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'dar_http_request_duration_seconds',
    help: 'Time to answer a request, by route (its pattern), method and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { method: request.method, route: routeOf(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const photoStages = new Histogram({
    name: 'dar_photo_processing_seconds',
    help: 'Time for one stage of a photo upload: encode (decode, rotate, three WebP widths) or store',
    labelNames: ['stage'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
    registers: [registry],
  });

  const register = (kind: 'gauge' | 'counter', metric: CollectedMetric) => {
    const Type = kind === 'gauge' ? Gauge : Counter;
    new Type({
      name: metric.name,
      help: metric.help,
      labelNames: metric.labelNames ?? [],
      registers: [registry],
      async collect(this: Gauge | Counter) {
        const samples = toSamples(await metric.collect());
        this.reset();
        for (const { labels = {}, value } of samples) {
          if (this instanceof Gauge) this.set(labels, value);
          else this.inc(labels, value);
        }
      },
    });
  };
  const metrics: Metrics = {
    registerGauge: (metric) => register('gauge', metric),
    registerCounter: (metric) => register('counter', metric),
    observePhotoStage: (stage, seconds) => photoStages.observe({ stage }, seconds),
  };
  app.decorate('metrics', metrics);
  registerDatabaseMetrics(metrics, database);

  const expected = digest(token);
  // In onRequest, like the session guards: a caller without the token learns nothing of the input's checks.
  const requireToken = async (request: FastifyRequest) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    // Equal-length digests, compared in constant time: the answer's timing says nothing of the token.
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      throw new AppError('UNAUTHORIZED', 'unauthorized', { headers: { 'www-authenticate': 'Bearer' } });
    }
  };
  app.get(METRICS_PATH, { onRequest: requireToken, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics()),
  );
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The route's pattern (`/api/apartments/:id`), never the raw URL: ids would make a series each. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function registerDatabaseMetrics(metrics: Metrics, database: Database): void {
  metrics.registerGauge({
    name: 'dar_db_pool_connections',
    help: 'Database connections by pool (primary, replica) and state (busy, idle, waiting: requests queued for one)',
    labelNames: ['pool', 'state'],
    collect: () =>
      database.poolUse().flatMap(({ pool, total, idle, waiting }) => [
        { labels: { pool, state: 'busy' }, value: total - idle },
        { labels: { pool, state: 'idle' }, value: idle },
        { labels: { pool, state: 'waiting' }, value: waiting },
      ]),
  });
  const replica = database.replica;
  if (!replica) return;
  metrics.registerGauge({
    name: 'dar_db_replica_up',
    help: 'Whether public reads go to the replica (1) or to the primary because it is down or lagging (0)',
    collect: () => (replica.state().status === 'up' ? 1 : 0),
  });
  metrics.registerGauge({
    name: 'dar_db_replica_lag_seconds',
    help: 'Age of the oldest change the replica had not replayed at its last check',
    collect: () => replica.state().lagMs / 1000,
  });
}
