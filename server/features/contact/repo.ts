import { desc } from 'drizzle-orm';
import type { ContactMessage } from '#common/contact.ts';
import type { Db } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';

export async function insertContactMessage(
  db: Db,
  userId: number | null,
  input: Pick<ContactMessage, 'name' | 'email' | 'phone' | 'message'>,
): Promise<ContactMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, userId })
    .returning();
  return row!;
}

export async function findContactMessages(db: Db, limit: number): Promise<ContactMessage[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}
