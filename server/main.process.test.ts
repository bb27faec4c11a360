import { spawnSync } from 'node:child_process';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { listings, users } from './db/schema.ts';
import { ROOT, startServer, tempDataDir } from './test-utils/server-process.ts';

const data = tempDataDir('dar-process-');
const dataDir = data.dir;
/** A first start on a fresh machine: demo data, no administrator from the environment. */
const settings = { LOG_LEVEL: 'info', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED_DEMO_DATA: 'true' };
const env = { ...process.env, ...settings, DATA_DIR: dataDir, DATABASE_URL: '' };
afterAll(() => data.remove());

const start = () => startServer({ dataDir, env: settings });

function adminCreate(email: string) {
  return spawnSync(process.execPath, ['scripts/admin-create.ts', '--email', email, '--password', 'a-long-password'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
}

async function countRows() {
  const database = await openDatabase({ dataDir });
  try {
    const [listed] = await database.db.select({ n: count() }).from(listings);
    const [admins] = await database.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    return { listings: listed!.n, admins: admins!.n };
  } finally {
    await database.close();
  }
}

describe.skipIf(process.env.TEST_DATABASE_URL)('the server process on the embedded database', () => {
  it('seeds once, refuses a second opener, exits 0 on SIGTERM and keeps its data across restarts', async () => {
    const first = await start();
    const listing = await fetch(`${first.url}/healthz`);
    expect(listing.status).toBe(200);
    expect(first.output()).toContain('Seeded 160 demo listings.');
    expect(first.output()).toMatch(/Demo owner: owner@demo\.dar\.iq \/ \S+/);

    const refused = adminCreate('boss@dar.iq');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is open in process');

    expect(await first.stop()).toBe(0);
    expect(await countRows()).toEqual({ listings: 160, admins: 0 });

    const created = adminCreate('Boss@Dar.iq');
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Administrator boss@dar.iq created.');

    const second = await start();
    expect(second.output()).not.toContain('Seeded');
    // The demo passwords were shown once, by the start that made them, and are kept nowhere.
    expect(second.output()).not.toMatch(/Demo renter: renter@demo\.dar\.iq \/ \S+/);
    expect(await second.stop()).toBe(0);
    expect(await countRows()).toEqual({ listings: 160, admins: 1 });
  }, 180_000);

  it('stops with a clear message on a bad setting', () => {
    const result = spawnSync(process.execPath, ['server/main.ts'], {
      cwd: ROOT,
      env: { ...env, PORT: 'eighty' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
  });

  it('stops before connecting when a shared database has no SESSION_SECRET', () => {
    const result = spawnSync(process.execPath, ['server/main.ts'], {
      cwd: ROOT,
      // Nothing listens on port 9: a start that got as far as connecting would fail otherwise.
      env: { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:9/dar', SESSION_SECRET: '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('SESSION_SECRET');
    expect(result.stderr).not.toContain('ECONNREFUSED');
  });

  it('admin:create refuses a short password and names the usage', () => {
    const result = spawnSync(
      process.execPath,
      ['scripts/admin-create.ts', '--email', 'a@b.iq', '--password', 'short'],
      {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin:create');
  });
});
