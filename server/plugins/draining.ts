import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';
import { RETRY_AFTER_SECONDS } from './error-handler.ts';
import { EARLY_ANSWER_HEADERS } from './security.ts';

/**
 * After SIGTERM the listener stays open at least this long, answering 503: a load balancer
 * sees /readyz fail and a client is told to retry, rather than meeting a refused connection.
 */
export const DRAIN_MIN_MS = 1_000;
/** The drain ends after this even if requests still run (main.ts exits 1 if they outlast 10 s). */
export const DRAIN_LIMIT_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Shutdown's first step: every request that arrives from now on, on a new or a kept-alive
     * connection, is answered 503 with Retry-After and Connection: close, while the requests
     * already being served finish. Resolves with how many are still running, once none is
     * (and DRAIN_MIN_MS have passed) or after DRAIN_LIMIT_MS.
     */
    drain(): Promise<number>;
  }
}

const POLL_MS = 20;
/** A client that is slower than this to send its body gets the answer anyway. */
const DISCARD_LIMIT_MS = 2_000;

/**
 * Reads and drops a request body the answer does not need: a connection closed while the
 * client is still sending is reset, and the client sees EPIPE instead of the 503.
 */
async function discardBody(raw: IncomingMessage): Promise<void> {
  if (raw.readableEnded) return;
  raw.resume();
  await once(raw, 'end', { signal: AbortSignal.timeout(DISCARD_LIMIT_MS) }).catch(() => undefined);
}

/** Registered first: a refusal must not wait for (or touch) the session or the database. */
export function registerDraining(app: FastifyInstance): void {
  let isDraining = false;
  const serving = new Set<FastifyReply>();
  const forget = (reply: FastifyReply) => serving.delete(reply);

  app.addHook('onRequest', async (request, reply) => {
    if (isDraining) {
      await discardBody(request.raw);
      reply.headers(EARLY_ANSWER_HEADERS);
      throw new AppError('UNAVAILABLE', 'unavailable', {
        headers: { connection: 'close', 'retry-after': String(RETRY_AFTER_SECONDS) },
      });
    }
    serving.add(reply);
    reply.raw.once('close', () => forget(reply));
  });
  app.addHook('onResponse', async (_request, reply) => {
    forget(reply);
  });

  app.decorate('drain', async () => {
    isDraining = true;
    const started = Date.now();
    // A hijacked reply (a notification stream) counts as sent: preClose ends it.
    const running = () => [...serving].filter((reply) => !reply.sent).length;
    while (Date.now() - started < DRAIN_LIMIT_MS && (running() > 0 || Date.now() - started < DRAIN_MIN_MS)) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return running();
  });
}
