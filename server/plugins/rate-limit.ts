import { lt, sql } from 'drizzle-orm';
import type { MessageKey } from '#common/messages.ts';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { rateLimits } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export interface RateRule {
  /** What is counted, e.g. `login:ip:1.2.3.4` or `login:email:a@b.iq`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so the limit holds across app processes. One
 * statement per rule: count this attempt and read the window back.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateRule,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const window = `${rule.windowSeconds} seconds`;
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`insert into rate_limits (key, count, reset_at) values (${rule.key}, 1, now() + ${window}::interval)
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then now() + ${window}::interval else rate_limits.reset_at end
      returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after`,
  );
  const count = Number(row?.count ?? 0);
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? rule.windowSeconds)),
  };
}

/** Counts the attempt against every rule; over any limit → 429 with Retry-After and the message (a key of common/messages.ts). */
export async function enforceRateLimits(
  db: Db,
  rules: RateRule[],
  message: MessageKey = 'tooManyRequests',
): Promise<void> {
  let retryAfter = 0;
  for (const rule of rules) {
    const result = await consumeRateLimit(db, rule);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
  }
  if (retryAfter > 0) {
    throw new AppError('RATE_LIMITED', message, { headers: { 'retry-after': String(retryAfter) } });
  }
}

export async function purgeExpiredRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}
