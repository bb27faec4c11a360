import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { createTestDatabase } from '../test-utils/test-database.ts';
import { consumeRateLimit, enforceRateLimits, purgeExpiredRateLimits } from './rate-limit.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('rate limiter', () => {
  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const rule = { key: 'test:a', limit: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(database.db, rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one has passed', async () => {
    const rule = { key: 'test:b', limit: 1, windowSeconds: 1 };
    expect((await consumeRateLimit(database.db, rule)).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, rule)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await consumeRateLimit(database.db, rule)).allowed).toBe(true);
  });

  it('throws 429 with Retry-After when any rule is over its limit', async () => {
    const rules = [
      { key: 'test:ip', limit: 5, windowSeconds: 60 },
      { key: 'test:email', limit: 1, windowSeconds: 30 },
    ];
    await enforceRateLimits(database.db, rules);
    const error = await enforceRateLimits(database.db, rules).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect(Number((error as AppError).headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it('purges expired windows', async () => {
    await consumeRateLimit(database.db, { key: 'test:old', limit: 1, windowSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await purgeExpiredRateLimits(database.db);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('test:old');
    expect((await database.db.select({ n: count() }).from(rateLimits))[0]!.n).toBeGreaterThan(0);
  });
});
