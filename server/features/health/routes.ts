import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';

const PING_TIMEOUT_MS = 2000;

/** With a replica, /readyz names its state: public reads go to the primary unless it is `up`. */
const replicaSchema = z.object({ status: z.enum(['up', 'lagging', 'down']), lagMs: z.number() }).optional();

/**
 * Liveness (the process answers) and readiness (the primary database answers too). A replica
 * that is down or behind leaves the process ready (reads fall back to the primary): the body says so.
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  routes.get(
    '/readyz',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ready'), replica: replicaSchema }),
          503: z.object({ status: z.literal('unavailable'), replica: replicaSchema }),
        },
      },
    },
    async (_request, reply) => {
      const state = database.replica?.state();
      const replica = state && { status: state.status, lagMs: state.lagMs };
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
        return { status: 'ready' as const, replica };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, replica });
      }
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
