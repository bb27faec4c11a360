import type { ContactMessage, ContactMessageInput } from '#common/contact.ts';
import type { Db } from '#server/db/client.ts';
import { enforceDailyQuota } from '#server/plugins/quotas.ts';
import { enforceRateLimits } from '#server/plugins/rate-limit.ts';
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
