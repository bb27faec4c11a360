import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationListSchema, notificationSchema, UNREAD_COUNT_HEADER } from '#common/notifications.ts';
import { idParamSchema, noContentSchema } from '#common/schema-helpers.ts';
import { AppError } from '#server/errors.ts';
import { requestLanguage } from '#server/plugins/error-handler.ts';
import { requireUser, signedIn } from '../auth/guards.ts';
import { createNotificationHub } from './notification-hub.ts';
import { openNotificationStream } from './notification-stream.ts';
import { deleteNotification, listNotifications, markNotificationRead } from './notifications-repo.ts';

/** `?lang=` picks the language of titles and messages; anything unknown falls back to Accept-Language. */
const languageQuerySchema = z.object({ lang: z.string().max(10).optional() });

/** The bell's API (spec section 7): each user reads and changes only their own notifications. */
export async function notificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const hub = createNotificationHub(app.database);
  const openStreams = new Set<() => void>();
  app.metrics.registerGauge({
    name: 'dar_notification_streams',
    help: 'Notification streams (Server-Sent Events) open in this process',
    collect: () => openStreams.size,
  });
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
    await hub.close();
  });

  routes.get(
    '/api/notifications',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        querystring: languageQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { notifications, unread } = await listNotifications(db, user.id, requestLanguage(request));
      reply.header(UNREAD_COUNT_HEADER, String(unread)).header('cache-control', 'private, no-store');
      return notifications;
    },
  );

  routes.patch(
    '/api/notifications/:id/read',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        params: idParamSchema,
        querystring: languageQuerySchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => markNotificationRead(db, requireUser(request).id, request.params.id, requestLanguage(request)),
  );

  routes.delete(
    '/api/notifications/:id',
    {
      onRequest: signedIn,
      schema: { tags: ['notifications'], params: idParamSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await deleteNotification(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/notifications/stream',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        description: 'Server-Sent Events: `event: notification`, data = one notification (the list item schema).',
        querystring: languageQuerySchema,
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      // Held for the session before it opens: its end (a logout) closes the stream, and a session
      // may hold only a few.
      let end: () => void = () => {};
      const release = await app.sessionStreams.add(request.sessionId ?? '', userId, () => end());
      if (!release) throw new AppError('RATE_LIMITED', 'tooManyStreams');
      try {
        end = await openNotificationStream(request, reply, { db, hub, userId, language: requestLanguage(request) });
      } catch (error) {
        release();
        throw error;
      }
      openStreams.add(end);
      reply.raw.on('close', () => {
        openStreams.delete(end);
        release();
      });
    },
  );
}
