import { count, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { InboxMessage } from '#common/contact.ts';
import type { Db } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';

const INBOX_COLUMNS = {
  id: contactMessages.id,
  userId: contactMessages.userId,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
};

type InboxRow = Omit<InboxMessage, 'handled'>;

function toInboxMessage(row: InboxRow): InboxMessage {
  return { ...row, handled: row.handledAt !== null };
}

/** One page of the inbox, newest first by id (ids grow with time), after `cursor` when given; one extra row tells whether more follow. */
export async function findInboxPage(
  db: Db,
  { limit, cursor }: { limit: number; cursor?: number | undefined },
): Promise<{ messages: InboxMessage[]; nextCursor: number | undefined }> {
  const where: SQL | undefined = cursor === undefined ? undefined : lt(contactMessages.id, cursor);
  const rows = await db
    .select(INBOX_COLUMNS)
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    messages: page.map(toInboxMessage),
    nextCursor: rows.length > limit ? page.at(-1)?.id : undefined,
  };
}

export async function countUnhandledMessages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt));
  return row?.n ?? 0;
}

/**
 * Marks a message handled (keeping the first time it was) or unread again; undefined when it
 * does not exist.
 */
export async function setMessageHandled(db: Db, id: number, handled: boolean): Promise<InboxMessage | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning(INBOX_COLUMNS);
  return row ? toInboxMessage(row) : undefined;
}
