import autocannon from 'autocannon';

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

/** The most requests a run may make per second: far above what 2 cores serve, so it only bounds. */
const RATE_CEILING = 50_000;

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
    overallRate: RATE_CEILING,
    timeout: 10,
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

/** One request of a target, with its headers, read to the end. */
export async function ask(url: string, target: Target): Promise<void> {
  const { path, headers } = typeof target === 'string' ? { path: target, headers: {} } : target;
  await (await fetch(url + path, { headers })).arrayBuffer();
}
