import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Dar as the README says (build if stale, then the server) on a fresh embedded database
 * in a temporary DATA_DIR and a free port; an administrator is created first with
 * `npm run admin:create`. Workers read the address and the admin from the environment.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'dar-e2e-'));
  const port = await freePort();
  const admin = { email: 'admin@e2e.dar.iq', password: randomBytes(12).toString('base64url') };
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Map tiles are not reachable here; the pages must work without them.
    TILE_URL: 'https://tiles.invalid/{z}/{x}/{y}.png',
  };

  execFileSync(process.execPath, ['scripts/build-web-if-stale.ts'], { cwd: ROOT, env, stdio: 'inherit' });
  execFileSync(
    process.execPath,
    ['scripts/admin-create.ts', `--email=${admin.email}`, `--password=${admin.password}`],
    {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    },
  );
  const server: ChildProcess = spawn(process.execPath, ['server/main.ts'], { cwd: ROOT, env, stdio: 'inherit' });

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
