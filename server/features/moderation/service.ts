import type { z } from 'zod';
import {
  ADMIN_USERS_LIMIT,
  AUTO_HIDE_ACCOUNTS,
  type adminUserUpdateSchema,
  type reportBodySchema,
} from '#common/moderation.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { enforceRateLimits, type RateRule } from '#server/plugins/rate-limit.ts';
import type { SessionStore, SessionUser } from '../auth/session-store.ts';
import { onListingHidden } from '../notifications/events.ts';
import {
  closeReports,
  countReporterAccounts,
  findQueue,
  findUsers,
  insertReport,
  lockModeratedListing,
  lockUser,
  setModeration,
  updateUserFlags,
} from './repo.ts';

/**
 * Reports per hour. Per account stops one person flooding the queue; per address is looser,
 * because many Iraqi mobile users share one carrier NAT address.
 */
export const REPORT_LIMIT_PER_USER = 10;
export const REPORT_LIMIT_PER_IP = 30;
export const REPORT_WINDOW_SECONDS = 60 * 60;

function reportRateRules(ip: string, user: SessionUser | null): RateRule[] {
  const rules: RateRule[] = [
    { key: `report:ip:${ip}`, limit: REPORT_LIMIT_PER_IP, windowSeconds: REPORT_WINDOW_SECONDS },
  ];
  if (user)
    rules.push({ key: `report:user:${user.id}`, limit: REPORT_LIMIT_PER_USER, windowSeconds: REPORT_WINDOW_SECONDS });
  return rules;
}

/**
 * A reader's report. One open report per account (a visitor: per address) and listing: a second
 * is a 409. Open reports from AUTO_HIDE_ACCOUNTS different accounts hold the listing back from
 * the public until an admin decides; the listing's row lock makes concurrent reports count right.
 */
export async function reportListing(
  db: Db,
  reporter: { user: SessionUser | null; ip: string },
  apartmentId: number,
  body: z.output<typeof reportBodySchema>,
) {
  await enforceRateLimits(db, reportRateRules(reporter.ip, reporter.user));
  return db.transaction(async (tx) => {
    const listing = await lockModeratedListing(tx, apartmentId);
    if (!listing) throw new AppError('NOT_FOUND');
    if (reporter.user && reporter.user.id === listing.ownerId) throw new AppError('FORBIDDEN');
    const report = await insertReport(tx, {
      apartmentId,
      userId: reporter.user?.id ?? null,
      ip: reporter.ip,
      reason: body.reason,
      note: body.note,
    });
    if (!report) throw new AppError('CONFLICT', 'alreadyReported');
    if (listing.moderation === 'visible' && (await countReporterAccounts(tx, apartmentId)) >= AUTO_HIDE_ACCOUNTS) {
      await setModeration(tx, apartmentId, { moderation: 'held', moderationNote: null });
    }
    return report;
  });
}

export function listModerationQueue(db: Db) {
  return findQueue(db);
}

export type ModerationAction = 'hide' | 'dismiss' | 'restore';

/**
 * An admin's decision; each closes the listing's open reports. hide: out of the public's sight,
 * and the owner is told why; dismiss: the reports were wrong, a held listing shows again (one an
 * admin hid stays hidden); restore: shows again whatever held or hid it.
 */
export function decideListing(db: Db, apartmentId: number, action: ModerationAction, reason?: string): Promise<void> {
  return db.transaction(async (tx) => {
    const listing = await lockModeratedListing(tx, apartmentId);
    if (!listing) throw new AppError('NOT_FOUND');
    await closeReports(tx, apartmentId);
    if (action === 'hide') {
      await setModeration(tx, apartmentId, { moderation: 'hidden', moderationNote: reason ?? null });
      await onListingHidden(tx, apartmentId, reason ?? '');
    } else if (action === 'restore' || listing.moderation === 'held') {
      await setModeration(tx, apartmentId, { moderation: 'visible', moderationNote: null });
    }
  });
}

export function searchUsers(db: Db, q: string | undefined) {
  return findUsers(db, q, ADMIN_USERS_LIMIT);
}

/**
 * An admin changes a user's role, verification or suspension. A new role or a suspension ends
 * the user's sessions (they sign in again with what they may now do, or not at all); a
 * suspension hides their listings through the database's copy of the flag (schema.ts `hidden`).
 * An admin cannot suspend or demote themselves: the last admin could lock everyone out.
 */
export async function changeUser(
  db: Db,
  sessions: SessionStore,
  admin: SessionUser,
  id: number,
  changes: z.output<typeof adminUserUpdateSchema>,
) {
  const isSelf = id === admin.id;
  if (isSelf && (changes.suspended === true || (changes.role !== undefined && changes.role !== admin.role))) {
    throw new AppError('FORBIDDEN', 'cannotChangeOwnAccount');
  }
  const { updated, isEnding } = await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (!before) throw new AppError('NOT_FOUND');
    const isRoleChanged = changes.role !== undefined && changes.role !== before.role;
    const isSuspending = changes.suspended === true && !before.suspended;
    return { updated: (await updateUserFlags(tx, id, changes))!, isEnding: isRoleChanged || isSuspending };
  });
  // After the commit: a request of theirs that reads the user from now on sees the change.
  if (isEnding) await sessions.destroyAllFor(id);
  return updated;
}
