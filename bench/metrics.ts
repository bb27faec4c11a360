import type { RunningServer } from '#server/test-utils/server-process.ts';

/** The token the benchmarks start their servers with (METRICS_TOKEN), so they can read /metrics. */
export const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** A server's Prometheus text at this moment. */
export async function scrapeMetrics(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return response.text();
}
