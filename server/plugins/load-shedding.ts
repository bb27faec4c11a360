import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { RETRY_AFTER_SECONDS } from './error-handler.ts';
import { METRICS_PATH } from './metrics.ts';
import { EARLY_ANSWER_HEADERS } from './security.ts';

/** How often the event loop's mean delay is measured: a stall is noticed within about this long. */
export const PRESSURE_SAMPLE_MS = 500;
/** Still answered under pressure: the process is alive, and the numbers say why it sheds. */
const ALWAYS_ANSWERED: ReadonlySet<string> = new Set(['/healthz', METRICS_PATH]);

/**
 * Load shedding: while the event loop's mean delay over the last PRESSURE_SAMPLE_MS is above
 * `maxEventLoopDelayMs`, a new request is answered 503 with Retry-After at once (before the
 * session or the database) instead of queueing behind the others until it times out. /readyz is
 * shed too, so a load balancer sends the next requests elsewhere. 0 turns it off.
 */
export async function registerLoadShedding(app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> {
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: PRESSURE_SAMPLE_MS,
    pressureHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (ALWAYS_ANSWERED.has(request.routeOptions.url ?? '')) return;
      reply.headers(EARLY_ANSWER_HEADERS);
      throw new AppError('UNAVAILABLE', 'unavailable', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
    },
  });
}
