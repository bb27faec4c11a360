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
}

export interface LoadOptions {
  connections: number;
  durationS: number;
}

/** The most requests a run may make per second: far above what 2 cores serve, so it only bounds. */
const RATE_CEILING = 50_000;

export type Target = string | { path: string; headers: Record<string, string> };

/** Drives the paths round-robin on every connection for the duration; bounded in time and requests. */
export async function drive(
  url: string,
  targets: Target[],
  { connections, durationS }: LoadOptions,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    overallRate: RATE_CEILING,
    timeout: 10,
    requests: targets.map((t) =>
      typeof t === 'string' ? { method: 'GET' as const, path: t } : { method: 'GET' as const, ...t },
    ),
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
  };
}
