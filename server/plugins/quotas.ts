import type { Db, Tx } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from './rate-limit.ts';

/**
 * How many of each write one account may make in a day: far above what a person does, far below
 * what a script does (issue 22 measured 100 bookings in 1.8 s). One place for every number.
 */
export const DAILY_QUOTAS = {
  bookings: 20,
  listings: 10,
  uploads: 60,
  reports: 20,
  contactMessages: 10,
  verificationMails: 5,
} as const;

export type QuotaName = keyof typeof DAILY_QUOTAS;

/** DAILY_QUOTA_SCALE, set once when the app is built (server/app.ts). */
let quotaScale = 1;
export function scaleDailyQuotas(scale: number): void {
  quotaScale = scale;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Counts one write of the user against the day's quota; over it → 429 with Retry-After and a
 * message in the reader's language.
 */
export async function enforceDailyQuota(db: Db | Tx, name: QuotaName, userId: number): Promise<void> {
  const result = await consumeRateLimit(db, {
    key: `quota:${name}:user:${userId}`,
    limit: DAILY_QUOTAS[name] * quotaScale,
    windowSeconds: DAY_SECONDS,
  });
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', 'dailyLimitReached', {
      headers: { 'retry-after': String(result.retryAfterSeconds) },
    });
  }
}
