import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Extend a session at most once a day, not on every request. */
const REFRESH_AFTER_MS = DAY_MS;

export type SessionUser = typeof users.$inferSelect;

/**
 * Sessions live in the database so any app process can read them. The cookie holds a random
 * token; the table holds only its HMAC.
 */
export function createSessionStore(db: Db, secret: string) {
  const hash = (token: string) => createHmac('sha256', secret).update(token).digest('hex');
  const expiry = () => new Date(Date.now() + SESSION_DAYS * DAY_MS);

  return {
    /** Starts a session for the user; returns the cookie token. */
    async create(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({ sid: hash(token), sess: { userId }, expire: expiry() });
      return token;
    },

    /** The user of a live session, sliding its expiry forward; null when unknown or expired. */
    async findUser(token: string): Promise<SessionUser | null> {
      const sid = hash(token);
      const [row] = await db
        .select({ user: users, expire: sessions.expire })
        .from(sessions)
        .innerJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::int`))
        .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date()), eq(users.suspended, false)));
      if (!row) return null;
      if (row.expire.getTime() - Date.now() < SESSION_DAYS * DAY_MS - REFRESH_AFTER_MS) {
        await db.update(sessions).set({ expire: expiry() }).where(eq(sessions.sid, sid));
      }
      return row.user;
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, hash(token)));
    },

    /**
     * Ends every session of a user (e.g. after a password change); `except` keeps the session of
     * that cookie token, the one the change was made in.
     */
    async destroyAllFor(userId: number, options: { except?: string } = {}): Promise<void> {
      const ofUser = sql`(${sessions.sess}->>'userId')::int = ${userId}`;
      await db
        .delete(sessions)
        .where(options.except === undefined ? ofUser : and(ofUser, ne(sessions.sid, hash(options.except))));
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expire, new Date()));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
