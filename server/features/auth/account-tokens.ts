import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { AccountTokenPurpose } from '#common/users.ts';
import type { Db } from '#server/db/client.ts';
import { accountTokens } from '#server/db/schema.ts';

/** How long a link sent by mail works. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verifyEmail: 7 * 24 * 60 * 60 * 1000,
  resetPassword: 60 * 60 * 1000,
};

/** 256 random bits: a plain SHA-256 is enough to store it (nothing to guess, unlike a password). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new single-use token for the user; only its hash is stored. */
export async function issueToken(db: Db, userId: number, purpose: AccountTokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Uses a live, unused token: marks it used and answers its user's id; undefined when the token
 * is unknown, expired, used already or for another purpose. One statement, so two requests with
 * the same token cannot both win.
 */
export async function consumeToken(db: Db, token: string, purpose: AccountTokenPurpose): Promise<number | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

/** The user a token was issued to, whether used or not (a verification link opened twice). */
export async function tokenOwner(db: Db, token: string, purpose: AccountTokenPurpose): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)));
  return row?.userId;
}

/** Voids the user's other unused tokens of a purpose (a reset done: older reset links die). */
export async function revokeTokens(db: Db, userId: number, purpose: AccountTokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** Tokens expired for a day go (kept that long so a late second click still finds its link). */
export async function purgeExpiredTokens(db: Db): Promise<void> {
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  await db
    .delete(accountTokens)
    .where(
      or(
        lt(accountTokens.expiresAt, dayAgo),
        and(lt(accountTokens.createdAt, dayAgo), eq(accountTokens.purpose, 'resetPassword')),
      ),
    );
}
