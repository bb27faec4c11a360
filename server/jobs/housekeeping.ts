import type { FastifyInstance } from 'fastify';
import { purgeExpiredTokens } from '#server/features/auth/account-tokens.ts';
import { discardAbandonedUploads } from '#server/features/photos/abandoned-uploads.ts';
import { scheduleRecurring } from './queue.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The next full hour after `after`. */
export function nextHour(after: Date): Date {
  return new Date(Math.floor(after.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
}

/** Hourly clean-ups: photos uploaded and never put in a listing, dead mail links. */
export async function registerHousekeeping(app: FastifyInstance): Promise<void> {
  const cleanup = scheduleRecurring(app.jobs, 'housekeeping', nextHour, async () => {
    await purgeExpiredTokens(app.database.db);
    const gone = await discardAbandonedUploads(app.database.db, app.photoStorage);
    if (gone.length > 0) app.log.info({ count: gone.length }, 'deleted photos no listing used within a day');
  });
  app.addHook('onReady', async () => {
    await cleanup.enqueueNext().catch((err: unknown) => app.log.warn({ err }, 'housekeeping could not be scheduled'));
  });
}
