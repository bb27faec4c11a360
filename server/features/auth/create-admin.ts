import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { announceSessionsEnded } from './session-streams.ts';
import { hashPassword } from './passwords.ts';

export type AdminOutcome = 'created' | 'promoted' | 'unverified';

/**
 * Creates an administrator, or promotes the existing user with that e-mail and resets its
 * password. Anyone may register an address first (`boss@…`), so an account whose address was
 * never verified is promoted only when `force` says the operator knows whose it is
 * ('unverified' otherwise, nothing changed). A promotion ends every session of the account: one
 * opened before it must not become an administrator's.
 */
export async function createAdmin(
  db: Db,
  email: string,
  password: string,
  options: { force?: boolean; engine?: 'pglite' | 'postgres' } = {},
): Promise<AdminOutcome> {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, normalised));
  if (existing) {
    if (!existing.emailVerifiedAt && !options.force) return 'unverified';
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ role: 'admin', passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() })
        .where(eq(users.id, existing.id));
      await tx.delete(sessions).where(sql`(${sessions.sess}->>'userId')::int = ${existing.id}`);
    });
    // Streams a running server holds for those sessions close too.
    await announceSessionsEnded(db, options.engine ?? 'pglite', existing.id);
    return 'promoted';
  }
  await db
    .insert(users)
    .values({ email: normalised, passwordHash, role: 'admin', firstName: 'Admin', emailVerifiedAt: new Date() });
  return 'created';
}
