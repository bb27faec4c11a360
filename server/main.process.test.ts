import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { apartments, users } from './db/schema.ts';

const ROOT = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'dar-process-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  DATABASE_URL: '',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
};
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node server/main.ts` as `npm start` does (the web build is not needed here). */
async function startServer(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/main.ts'], { cwd: ROOT, env: { ...env, PORT: String(port) } });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, port, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready in time:\n${output}`);
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

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
    const [listings] = await database.db.select({ n: count() }).from(apartments);
    const [admins] = await database.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    return { listings: listings!.n, admins: admins!.n };
  } finally {
    await database.close();
  }
}

describe.skipIf(process.env.TEST_DATABASE_URL)('the server process on the embedded database', () => {
  it('seeds once, refuses a second opener, exits 0 on SIGTERM and keeps its data across restarts', async () => {
    const first = await startServer();
    const listing = await fetch(`http://127.0.0.1:${first.port}/healthz`);
    expect(listing.status).toBe(200);
    expect(first.output()).toContain('Seeded 160 demo listings.');
    expect(first.output()).toMatch(/Demo owner: owner@demo\.dar\.iq \/ \S+/);

    const refused = adminCreate('boss@dar.iq');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is open in process');

    expect(await stop(first.child)).toBe(0);
    expect(await countRows()).toEqual({ listings: 160, admins: 0 });

    const created = adminCreate('Boss@Dar.iq');
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Administrator boss@dar.iq created.');

    const second = await startServer();
    expect(second.output()).not.toContain('Seeded');
    expect(second.output()).toMatch(/Demo renter: renter@demo\.dar\.iq \/ \S+/);
    expect(await stop(second.child)).toBe(0);
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
