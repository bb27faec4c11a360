import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { hashPassword } from './passwords.ts';

/** Creates an administrator, or promotes the existing user with that e-mail and resets its password. */
export async function createAdmin(db: Db, email: string, password: string): Promise<'created' | 'promoted'> {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalised));
  if (existing) {
    await db.update(users).set({ role: 'admin', passwordHash }).where(eq(users.id, existing.id));
    return 'promoted';
  }
  await db.insert(users).values({ email: normalised, passwordHash, role: 'admin', firstName: 'Admin' });
  return 'created';
}
