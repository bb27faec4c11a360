import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInBaghdad } from '#common/bookings.ts';
import { contactRevealSchema, listingLeadsSchema } from '#common/leads.ts';
import { idParamSchema, noContentSchema } from '#common/schema-helpers.ts';
import { requireUser, withRole } from '../auth/guards.ts';
import { purgeLeadKeys } from './repo.ts';
import { getLeads, type Reader, recordLeadEvent, revealContact } from './service.ts';

const tags = ['leads'];
const PURGE_EVERY_MS = 60 * 60 * 1000;

function readerOf(request: FastifyRequest): Reader {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', user: request.user };
}

/**
 * Calls and WhatsApp (issue 19): revealing an owner's number, the lead events (page views,
 * WhatsApp taps) and the leads an owner sees per listing.
 */
export async function leadRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const secret = app.config.SESSION_SECRET;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  routes.post(
    '/api/apartments/:id/contact',
    { schema: { tags, params: idParamSchema, response: { 200: contactRevealSchema } } },
    async (request) => revealContact(db, secret, request.params.id, readerOf(request)),
  );

  for (const [path, kind] of [
    ['view', 'view'],
    ['whatsapp-tap', 'whatsapp'],
  ] as const) {
    routes.post(
      `/api/apartments/:id/${path}`,
      { schema: { tags, params: idParamSchema, response: { 204: noContentSchema } } },
      async (request, reply) => {
        await recordLeadEvent(db, secret, request.params.id, kind, readerOf(request));
        return reply.status(204).send(null);
      },
    );
  }

  routes.get(
    '/api/apartments/:id/leads',
    {
      onRequest: withRole('owner', 'admin'),
      schema: { tags, params: idParamSchema, response: { 200: listingLeadsSchema } },
    },
    async (request) => getLeads(db, requireUser(request), request.params.id),
  );

  // Yesterday's visitor keys are of no more use: they go (in every process; deleting twice is harmless).
  const purge = async (): Promise<void> => {
    try {
      await purgeLeadKeys(db, todayInBaghdad());
    } catch (err) {
      app.log.warn({ err }, 'lead key purge failed');
    }
  };
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', purge);
  app.addHook('onClose', async () => clearInterval(timer));
}
