/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests in all before the run stops (split between the connections), as well as the duration. */
    maxOverallRequests?: number;
    timeout?: number;
    requests?: Request[];
    /** Called with each connection's client before its first request. */
    setupClient?: (client: Client) => void;
  }
  /** A connection; `pipelinedRequests` is internal to autocannon (see bench/load.ts). */
  export interface Client {
    pipelinedRequests: { addBody(chunk: Buffer): void };
  }
  interface Request {
    method: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    /** Called before every request: the request to send instead. */
    setupRequest?: (request: Request) => Request;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
