import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, type AppOptions, buildApp } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { type Env, loadEnv } from '../env.ts';
import { SESSION_COOKIE } from '../features/auth/session-plugin.ts';
import type { SessionUser } from '../features/auth/session-store.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';

export function testEnv(overrides: Record<string, string> = {}): Env {
  const dataDir = mkdtempSync(join(tmpdir(), 'dar-data-'));
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: 'silent',
    // Tests write rows straight into the database and search at once; on PostgreSQL the change's
    // announcement reaches the search cache a moment later, on another connection. The cache has
    // its own tests (server/features/listings/search-cache.api.test.ts).
    SEARCH_CACHE_SECONDS: '0',
    // A test worker's event loop stalls while the embedded database works (it runs on the same
    // thread); load shedding has its own tests (server/plugins/load-shedding.api.test.ts).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  });
}

/** The whole app on a fresh database and a temporary DATA_DIR, for `app.inject()`. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string;
    database?: Database;
    onRoute?: AppOptions['onRoute'];
  } = {},
): Promise<TestApp> {
  const env = testEnv(options.env);
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    env,
    database,
    webRoot: options.webRoot ?? join(env.DATA_DIR, 'no-web'),
    logger: false,
    onRoute: options.onRoute,
  });
  return {
    app,
    db: database.db,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
      rmSync(env.DATA_DIR, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/** Inserts a user directly (no password) for tests that need one of a given role. */
export async function createTestUser(db: Db, fields: Partial<typeof users.$inferInsert> = {}): Promise<SessionUser> {
  userCounter += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `user${userCounter}-${Date.now()}@test.iq`,
      firstName: 'Test',
      lastName: `User${userCounter}`,
      ...fields,
    })
    .returning();
  return user!;
}

/** A session cookie for the user, as the browser would send it. */
export async function sessionCookie(app: App, user: SessionUser): Promise<{ cookie: string }> {
  const token = await app.sessions.create(user.id);
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/** The cast of most API tests: an admin, two owners (one's listings are the other's "someone else's") and a renter. */
export const TEST_ROLES = { admin: 'admin', owner: 'owner', otherOwner: 'owner', renter: 'renter' } as const;

/** One signed-in user per name, with the role given, and each one's session cookie. */
export async function createSignedInUsers<Name extends string>(
  t: TestApp,
  roles: Record<Name, SessionUser['role']>,
): Promise<{ users: Record<Name, SessionUser>; cookies: Record<Name, { cookie: string }> }> {
  const users = {} as Record<Name, SessionUser>;
  const cookies = {} as Record<Name, { cookie: string }>;
  for (const [name, role] of Object.entries(roles) as [Name, SessionUser['role']][]) {
    users[name] = await createTestUser(t.db, { role });
    cookies[name] = await sessionCookie(t.app, users[name]);
  }
  return { users, cookies };
}
