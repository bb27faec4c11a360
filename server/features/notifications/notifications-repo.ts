import { and, asc, count, desc, eq, gt, max } from 'drizzle-orm';
import type { Language } from '#common/languages.ts';
import { NOTIFICATIONS_LIMIT, type Notification } from '#common/notifications.ts';
import type { Db } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification in one language: the API never sends the other two. */
function inLanguage(row: NotificationRow, language: Language): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title[language],
    message: row.message[language],
    params: row.params,
    apartmentId: row.apartmentId,
    read: row.read,
    createdAt: row.createdAt,
  };
}

/** The user's newest notifications and how many of all of theirs are unread. */
export async function listNotifications(db: Db, userId: number, language: Language) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIMIT);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return { notifications: rows.map((row) => inLanguage(row, language)), unread: unread?.n ?? 0 };
}

/** Idempotent; someone else's notification is reported missing. */
export async function markNotificationRead(db: Db, userId: number, id: number, language: Language) {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return inLanguage(row, language);
}

export async function deleteNotification(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/** The newest notification id the user has (0 for none): a stream starts after it. */
export async function findLatestNotificationId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(notifications.id) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.id ?? 0;
}

/** The user's notifications after `afterId`, oldest first, for a stream to send in order. */
export async function listNotificationsAfter(db: Db, userId: number, afterId: number, language: Language) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(NOTIFICATIONS_LIMIT);
  return rows.map((row) => inLanguage(row, language));
}
