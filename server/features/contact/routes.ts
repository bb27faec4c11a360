import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nextLinkHeader } from '#common/link-header.ts';
import { UNREAD_COUNT_HEADER } from '#common/notifications.ts';
import { idParamSchema } from '#common/schema-helpers.ts';
import {
  contactListQuerySchema,
  inboxMessageListSchema,
  inboxMessageSchema,
  inboxMessageUpdateSchema,
  inboxQuerySchema,
  contactMessageInputSchema,
  contactMessageListSchema,
  contactMessageSchema,
} from '#common/contact.ts';
import { withRole } from '../auth/guards.ts';
import { listContactMessages, listInbox, markMessageHandled, sendContactMessage } from './service.ts';

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

  // The admins' inbox: pages newest first (Link: rel="next"), the unhandled count in X-Unread-Count.
  routes.get(
    '/api/admin/messages',
    {
      onRequest: withRole('admin'),
      schema: { tags: ['contact'], querystring: inboxQuerySchema, response: { 200: inboxMessageListSchema } },
    },
    async (request, reply) => {
      const { messages, nextCursor, unhandled } = await listInbox(db, request.query);
      if (nextCursor !== undefined) {
        const next = new URL(request.url, 'http://local');
        next.searchParams.set('cursor', String(nextCursor));
        reply.header('link', nextLinkHeader(`${next.pathname}${next.search}`));
      }
      return reply
        .header(UNREAD_COUNT_HEADER, String(unhandled))
        .header('cache-control', 'private, no-store')
        .send(messages);
    },
  );

  routes.patch(
    '/api/admin/messages/:id',
    {
      onRequest: withRole('admin'),
      schema: {
        tags: ['contact'],
        params: idParamSchema,
        body: inboxMessageUpdateSchema,
        response: { 200: inboxMessageSchema },
      },
    },
    async (request) => markMessageHandled(db, request.params.id, request.body.handled),
  );
}
