import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactListQuerySchema, contactMessageInputSchema, contactMessageSchema } from '../../../common/contact.ts';
import { enforceRateLimits } from '../rate-limit/limiter.ts';
import { withRole } from '../sessions/guards.ts';
import { listContactMessages, storeContactMessage } from './contact-service.ts';

/** Messages per address and window: enough for a person, too few for a spam run. */
const CONTACT_LIMIT = { limit: 5, windowSeconds: 10 * 60 };

/** The contact form (anyone, rate-limited per IP) and the admins' inbox. */
export async function contactRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.post(
    '/api/contact',
    { schema: { tags: ['contact'], body: contactMessageInputSchema, response: { 201: contactMessageSchema } } },
    async (request, reply) => {
      await enforceRateLimits(db, [{ key: `contact:ip:${request.ip}`, ...CONTACT_LIMIT }]);
      const message = await storeContactMessage(db, request.user?.id ?? null, request.body);
      return reply.status(201).send(message);
    },
  );

  routes.get(
    '/api/contact-messages',
    {
      onRequest: withRole('admin'),
      schema: {
        tags: ['contact'],
        querystring: contactListQuerySchema,
        response: { 200: z.array(contactMessageSchema) },
      },
    },
    async (request) => listContactMessages(db, request.query.limit),
  );
}
