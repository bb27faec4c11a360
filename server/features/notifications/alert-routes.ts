import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translateMessage } from '#common/messages.ts';
import { unsubscribeAnswerSchema, unsubscribeQuerySchema } from '#common/notification-preferences.ts';
import { notificationPreferences } from '#server/db/schema.ts';
import { publicOrigin } from '#server/env.ts';
import { AppError } from '#server/errors.ts';
import { scheduleRecurring } from '#server/jobs/queue.ts';
import { requestLanguage } from '#server/plugins/error-handler.ts';
import { isUnsubscribeSignature, isWeeklyDigestDay, nextDigestTime, nextMinute, sendAlerts } from './email-alerts.ts';

/**
 * Saved searches by mail: instant alerts (within a minute), daily and weekly digests at 09:00
 * Baghdad time, and the one-click unsubscribe their mails carry (RFC 8058), which needs no login
 * and changes only the saved search it names.
 */
export async function alertRoutes(app: FastifyInstance) {
  const context = {
    db: app.database.db,
    jobs: app.jobs,
    photoUrls: app.photoUrls,
    origin: publicOrigin(app.config),
    secret: app.config.SESSION_SECRET,
  };
  const instant = scheduleRecurring(app.jobs, 'alerts.instant', nextMinute, async () => {
    await sendAlerts(context, 'instant');
  });
  const digests = scheduleRecurring(app.jobs, 'alerts.digest', nextDigestTime, async () => {
    const now = new Date();
    await sendAlerts(context, 'daily', now);
    if (isWeeklyDigestDay(now)) await sendAlerts(context, 'weekly', now);
  });
  app.addHook('onReady', async () => {
    try {
      await instant.enqueueNext();
      await digests.enqueueNext();
    } catch (err) {
      app.log.warn({ err }, 'mail alerts could not be scheduled');
    }
  });

  // Mail clients send the one-click POST as a form (`List-Unsubscribe=One-Click`); its content
  // does not matter. Only this scope reads such bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/unsubscribe',
    {
      schema: {
        tags: ['notification preferences'],
        summary: 'One-click unsubscribe of a saved search’s mails (RFC 8058), from the link in the mail',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeAnswerSchema },
      },
    },
    async (request) => {
      const { p, t } = request.query;
      if (!isUnsubscribeSignature(app.config.SESSION_SECRET, p, t))
        throw new AppError('NOT_FOUND', 'unsubscribeInvalid');
      // A saved search deleted since is as good as unsubscribed.
      await app.database.db
        .update(notificationPreferences)
        .set({ emailFrequency: 'none' })
        .where(and(eq(notificationPreferences.id, p)));
      return { message: translateMessage('unsubscribed', requestLanguage(request)) };
    },
  );
}
