import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<typeof users.$inferInsert>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The account linked to an identity provider's subject. */
export async function findUserBySubject(db: Db, subject: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.oidcSubject, subject));
  return user;
}

/** A new account, or undefined when the e-mail is taken (also when two requests race). */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return user;
}

export async function updateUserRow(db: Db, id: number, changes: UserChanges): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return user;
}

/** Renter → owner, only while the user is still a renter; undefined when they no longer were. */
export async function promoteRenterToOwner(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ role: 'owner' })
    .where(and(eq(users.id, id), eq(users.role, 'renter')))
    .returning();
  return user;
}
