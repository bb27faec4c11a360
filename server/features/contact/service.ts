import type { ContactMessage, ContactMessageInput, InboxMessage } from '#common/contact.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { enforceDailyQuota } from '#server/plugins/quotas.ts';
import { enforceRateLimits } from '#server/plugins/rate-limit.ts';
import { countUnhandledMessages, findInboxPage, setMessageHandled } from './inbox-repo.ts';
import { insertContactMessage, findContactMessages } from './repo.ts';

/** Messages per address and window: enough for a person, too few for a spam run. */
const CONTACT_LIMIT = { limit: 5, windowSeconds: 10 * 60 };

/** Stores a message from the contact form, at most CONTACT_LIMIT per address (a 429 beyond). */
export async function sendContactMessage(
  db: Db,
  sender: { ip: string; userId: number | null },
  input: Required<ContactMessageInput>,
): Promise<ContactMessage> {
  await enforceRateLimits(db, [{ key: `contact:ip:${sender.ip}`, ...CONTACT_LIMIT }]);
  if (sender.userId !== null) await enforceDailyQuota(db, 'contactMessages', sender.userId);
  return insertContactMessage(db, sender.userId, input);
}

/** The admins' inbox, newest first. */
export function listContactMessages(db: Db, limit: number): Promise<ContactMessage[]> {
  return findContactMessages(db, limit);
}

/** One page of the admins' inbox, newest first, and how many messages nobody has handled yet. */
export async function listInbox(db: Db, page: { limit: number; cursor?: number | undefined }) {
  const [{ messages, nextCursor }, unhandled] = await Promise.all([
    findInboxPage(db, page),
    countUnhandledMessages(db),
  ]);
  return { messages, nextCursor, unhandled };
}

/** An admin marks a message handled (or unread again); a missing message is a 404. */
export async function markMessageHandled(db: Db, id: number, handled: boolean): Promise<InboxMessage> {
  const message = await setMessageHandled(db, id, handled);
  if (!message) throw new AppError('NOT_FOUND');
  return message;
}
