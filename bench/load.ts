import autocannon, { type Client } from 'autocannon';
import { sleep } from '#server/test-utils/server-process.ts';

export interface LoadResult {
  p50: number;
  p99: number;
  mean: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Mean response body size in bytes. */
  bytesPerResponse: number;
  /** Answers by status code (what the non-2xx were). */
  statuses?: Record<string, number>;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
}

/**
 * The most requests a run may make per second of its duration: far above what 2 cores serve, so it
 * only bounds. A count, not a rate: with `overallRate` autocannon corrects each latency for
 * coordinated omission against an interval of ceil(1 / per-connection rate) = 1 ms, recording a
 * 40 ms answer as 40 values from 40 ms down to 1 ms, which no closed loop of connections ever
 * scheduled. At 1M listings (32 connections) that read mean 24-26 ms and p99 96-124 ms where the
 * answers took mean 38 ms and p99 67-68 ms, as wrk measured them too (bench/findings.md,
 * twenty-eighth round).
 */
const REQUESTS_PER_SECOND_CEILING = 50_000;

export type Target = string | { path: string; headers: Record<string, string> };

/**
 * Drives the paths in turn for the duration, bounded in time and requests. The turn is shared by
 * all connections (each request takes the next path), so N paths are N different requests in a
 * row, not N requests that every connection repeats at once.
 */
export async function drive(
  url: string,
  targets: Target[],
  { connections, durationS }: LoadOptions,
): Promise<LoadResult> {
  let sent = 0;
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    maxOverallRequests: REQUESTS_PER_SECOND_CEILING * durationS,
    timeout: 10,
    setupClient: countBodiesWithoutReading,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const target = targets[sent++ % targets.length]!;
          if (typeof target === 'string') return { ...request, path: target };
          return { ...request, path: target.path, headers: { ...request.headers, ...target.headers } };
        },
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    rps: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
    ),
  };
}

/**
 * autocannon appends every chunk of a body to a string, for an `expectBody` check this benchmark
 * does not use. Decoding compressed bytes as UTF-8 cost its one thread ~0.23 ms an answer, so a
 * mix of brotli pages measured the load generator: kept listing pages at 4,200 req/s with the
 * server 74% idle, where wrk reads 15,600 req/s from the same server. Bodies are still counted
 * (bytes per response), not kept.
 */
function countBodiesWithoutReading(client: Client) {
  client.pipelinedRequests.addBody = () => {};
}

/** How often a first request waits out a 503 of load shedding left by the mix before (Retry-After). */
const SHED_RETRIES = 10;

/**
 * One request of a target, with its headers, read to the end. A 503 (the server still shedding the
 * last mix's load) is asked again after its Retry-After; anything else but a 200 (or the 304 of a
 * held ETag) stops the run: a mix timed on error pages (the web app not built, a listing gone)
 * would read as fast pages.
 */
export async function ask(url: string, target: Target): Promise<void> {
  const { path, headers } = typeof target === 'string' ? { path: target, headers: {} } : target;
  for (let tries = 1; ; tries++) {
    const response = await fetch(url + path, { headers });
    await response.arrayBuffer();
    if (response.status === 200 || response.status === 304) return;
    if (response.status !== 503 || tries === SHED_RETRIES) throw new Error(`${path} answered ${response.status}`);
    await sleep(1000 * Number(response.headers.get('retry-after') ?? 1));
  }
}
