import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactListQuerySchema,
  contactMessageInputSchema,
  contactMessageListSchema,
  contactMessageSchema,
} from '#common/contact.ts';
import { withRole } from '../auth/guards.ts';
import { listContactMessages, sendContactMessage } from './service.ts';

/** The contact form (anyone, rate-limited per IP) and the admins' inbox. */
export async function contactRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.post(
    '/api/contact',
    { schema: { tags: ['contact'], body: contactMessageInputSchema, response: { 201: contactMessageSchema } } },
    async (request, reply) => {
      const message = await sendContactMessage(db, { ip: request.ip, userId: request.user?.id ?? null }, request.body);
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
        response: { 200: contactMessageListSchema },
      },
    },
    async (request) => listContactMessages(db, request.query.limit),
  );
}
