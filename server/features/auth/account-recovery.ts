import { eq, isNull, and } from 'drizzle-orm';
import type { Language } from '#common/languages.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { queueMail } from '#server/mail/mail-jobs.ts';
import type { RateRule } from '#server/plugins/rate-limit.ts';
import { passwordResetMail, verificationMail } from './account-mail.ts';
import { consumeToken, issueToken, revokeTokens, tokenOwner } from './account-tokens.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, findUserById, type UserRow } from './repo.ts';

/** Reset requests: per address a few an hour (each sends a mail), per source a few more. */
export const RESET_RATE_LIMITS = { perEmail: 3, perIp: 10, confirmPerIp: 20, windowSeconds: 60 * 60 } as const;

export function resetRequestRules(ip: string, email: string): RateRule[] {
  const { perEmail, perIp, windowSeconds } = RESET_RATE_LIMITS;
  return [
    { key: `reset:ip:${ip}`, limit: perIp, windowSeconds },
    { key: `reset:email:${email}`, limit: perEmail, windowSeconds },
  ];
}

export function resetConfirmRules(ip: string): RateRule[] {
  const { confirmPerIp, windowSeconds } = RESET_RATE_LIMITS;
  return [{ key: `reset-confirm:ip:${ip}`, limit: confirmPerIp, windowSeconds }];
}

interface MailContext {
  db: Db;
  jobs: JobQueue;
  origin: string;
}

/** Queues the mail with a fresh verification link (registration, "send again"). */
export async function sendVerificationMail({ db, jobs, origin }: MailContext, user: UserRow): Promise<void> {
  const token = await issueToken(db, user.id, 'verifyEmail');
  await queueMail(jobs, verificationMail(user, origin, token));
}

/**
 * Opens a verification link: the account's address is verified. A link opened again (mail
 * scanners open them too) still answers verified; an unknown or expired one does not.
 */
export async function verifyEmail(db: Db, token: string): Promise<'verified' | 'invalid'> {
  const userId = (await consumeToken(db, token, 'verifyEmail')) ?? (await tokenOwner(db, token, 'verifyEmail'));
  if (userId === undefined) return 'invalid';
  const user = await findUserById(db, userId);
  if (!user) return 'invalid';
  if (user.emailVerifiedAt) return 'verified';
  // A link that was used, then expired, proves nothing more now: only a live one verifies.
  const [updated] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return updated ? 'verified' : 'invalid';
}

/**
 * "Forgot password": a reset link to the address when an account has it, nothing otherwise; the
 * caller answers the same either way.
 */
export async function requestPasswordReset(context: MailContext, email: string, language: Language): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (!user) return;
  const token = await issueToken(context.db, user.id, 'resetPassword');
  // A visitor's page language is the best guess for an account that never chose one.
  await queueMail(
    context.jobs,
    passwordResetMail({ ...user, language: user.language ?? language }, context.origin, token),
  );
}

/**
 * Sets the new password with a live reset link (used once); the address is proven by it, so it
 * counts as verified. The caller ends the account's sessions. Null for a bad link.
 */
export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<UserRow> {
  const userId = await consumeToken(db, token, 'resetPassword');
  if (userId === undefined)
    throw new AppError('BAD_REQUEST', 'resetLinkInvalid', { fields: { token: 'resetLinkInvalid' } });
  const passwordHash = await hashPassword(password);
  const current = await findUserById(db, userId);
  const [user] = await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: current?.emailVerifiedAt ?? new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('BAD_REQUEST', 'resetLinkInvalid', { fields: { token: 'resetLinkInvalid' } });
  await revokeTokens(db, userId, 'resetPassword');
  return user;
}
