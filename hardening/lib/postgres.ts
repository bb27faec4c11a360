import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync } from 'node:fs';
import { adminQuery } from '#server/test-utils/postgres-admin.ts';
import { sleep } from '#server/test-utils/server-process.ts';

/** The local PostgreSQL the CI uses (DESIGN.md section 6); HARDENING_PG_URL overrides it. */
export const PG_ADMIN_URL = process.env.HARDENING_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const run = promisify(execFile);

/** Asynchronous on purpose: the load and the probes of the same process keep running meanwhile. */
export async function isPostgresReady(): Promise<boolean> {
  const url = new URL(PG_ADMIN_URL);
  return run('pg_isready', ['-h', url.hostname, '-p', url.port || '5432', '-q']).then(
    () => true,
    () => false,
  );
}

export async function isPostgresReachable(): Promise<boolean> {
  try {
    await adminQuery(PG_ADMIN_URL, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** The cluster's version directory (e.g. 15), as `pg_ctlcluster` wants it. */
function clusterVersion(): string {
  const versions = readdirSync('/etc/postgresql');
  if (versions.length !== 1) throw new Error(`expected one PostgreSQL version in /etc/postgresql, found ${versions}`);
  return versions[0]!;
}

/** The cluster behind HARDENING_PG_URL: `main` unless HARDENING_PG_CLUSTER names another. */
const CLUSTER = process.env.HARDENING_PG_CLUSTER ?? 'main';

/** Runs `pg_ctlcluster <version> <cluster> <action>` and returns how long it took. */
export async function pgCtl(action: 'restart' | 'stop' | 'start'): Promise<number> {
  const started = Date.now();
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', clusterVersion(), CLUSTER, action]);
  return Date.now() - started;
}

/** Whatever happened, PostgreSQL is left running: colleagues' suites and CI need it. */
export async function ensurePostgresRunning(): Promise<void> {
  if (await isPostgresReady()) return;
  await pgCtl('start').catch(() => {
    // Already starting: wait below.
  });
  for (let i = 0; i < 60 && !(await isPostgresReady()); i++) await sleep(500);
}

export async function waitForPostgres(limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await isPostgresReady())) {
    if (Date.now() > deadline) throw new Error('PostgreSQL did not come back');
    await sleep(50);
  }
}
