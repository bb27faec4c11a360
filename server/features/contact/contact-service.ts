import { desc } from 'drizzle-orm';
import type { ContactMessage } from '../../../common/contact.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export async function storeContactMessage(
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

export async function listContactMessages(db: Db, limit: number): Promise<ContactMessage[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}
