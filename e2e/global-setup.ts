import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ROOT, freePort, startServer, tempDataDir } from '#server/test-utils/server-process.ts';

/**
 * Starts Dar as the README says (build if stale, then the server) on a fresh embedded database
 * in a temporary DATA_DIR and a free port; an administrator is created first with
 * `npm run admin:create`. Workers read the address and the admin from the environment.
 */
export default async function globalSetup() {
  const data = tempDataDir('dar-e2e-');
  const port = await freePort();
  const admin = { email: 'admin@e2e.dar.iq', password: randomBytes(12).toString('base64url') };
  const settings = {
    LOG_LEVEL: 'warn',
    // The demo listings the journeys browse.
    SEED_DEMO_DATA: 'true',
    // Map tiles are not reachable here; the pages must work without them.
    TILE_URL: 'https://tiles.invalid/{z}/{x}/{y}.png',
    // Two browsers and the server share two cores: a busy moment must not turn into 503s that the
    // journeys would read as failures (load shedding has its own test).
    MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  const env = { ...process.env, ...settings, DATA_DIR: data.dir, PORT: String(port), HOST: '127.0.0.1' };

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
  const server = await startServer({ dataDir: data.dir, port, env: settings, isEchoed: true });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  process.env.E2E_DATA_DIR = data.dir;

  return async () => {
    await server.stop();
    data.remove();
  };
}
