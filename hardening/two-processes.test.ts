import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../server/features/auth/service.ts';
import { Client, registerClient } from './lib/load.ts';
import { adminQuery, databaseUrl } from '../server/test-utils/postgres-admin.ts';
import { isPostgresReachable, PG_ADMIN_URL } from './lib/postgres.ts';
import { recordFigures, table } from './lib/report.ts';
import { type RunningServer, startServer, tempDataDir } from '../server/test-utils/server-process.ts';

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: a login
 * brute force that alternates between them is still limited per account, and a session made
 * by one is valid in the other and ends in both.
 */
const DATABASE = 'dar_hardening_two';
const isReachable = await isPostgresReachable();

describe.skipIf(!isReachable)('two app processes on one database', () => {
  const dirs = [tempDataDir('dar-hardening-'), tempDataDir('dar-hardening-')];
  let servers: RunningServer[] = [];
  beforeAll(async () => {
    await adminQuery(PG_ADMIN_URL, `drop database if exists ${DATABASE} with (force)`);
    await adminQuery(PG_ADMIN_URL, `create database ${DATABASE}`);
    // One after the other (the second finds the schema migrated), with one SESSION_SECRET: a
    // secret generated per DATA_DIR would make each process refuse the other's sessions.
    for (const dir of dirs) {
      servers.push(
        await startServer({
          dataDir: dir.dir,
          databaseUrl: databaseUrl(PG_ADMIN_URL, DATABASE),
          env: { SESSION_SECRET: 'hardening-secret-shared-by-both-processes-0123' },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    servers = [];
    await adminQuery(PG_ADMIN_URL, `drop database if exists ${DATABASE} with (force)`);
    for (const dir of dirs) dir.remove();
  });

  it('limits a brute force alternating between the processes, and shares sessions', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const victim = await registerClient(a.url, 'renter');
    const me = await victim.request('GET', '/api/auth/user');
    const email = (me.body as { email: string }).email;

    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMITS.perEmail; i++) {
      const attacker = new Client((i % 2 === 0 ? a : b).url);
      statuses.push((await attacker.request('POST', '/api/login', { email, password: `guess-${i}` })).status);
    }
    const blocked = await Promise.all(
      [a, b].map((server) =>
        new Client(server.url).request('POST', '/api/login', { email, password: 'hardening-password' }),
      ),
    );

    const elsewhere = new Client(b.url);
    elsewhere.cookie = victim.cookie;
    const sharedSession = (await elsewhere.request('GET', '/api/auth/user')).status;
    const logout = (await elsewhere.request('POST', '/api/logout')).status;
    const afterLogout = (await victim.request('GET', '/api/auth/user')).status;

    recordFigures(
      'two-processes',
      `## Two app processes on one PostgreSQL database\n\n${table([
        [
          `wrong passwords, alternating processes (limit ${AUTH_RATE_LIMITS.perEmail} per account per minute)`,
          statuses.join(', '),
        ],
        ['next attempt, right password, on each process', blocked.map((r) => r.status).join(', ')],
        ['session from process A used on process B', sharedSession],
        ['logout on B, then the same cookie on A', `${logout}, then ${afterLogout}`],
      ])}`,
    );

    expect(statuses).toEqual(Array(AUTH_RATE_LIMITS.perEmail).fill(401));
    expect(blocked.map((r) => r.status)).toEqual([429, 429]);
    expect(sharedSession).toBe(200);
    expect(logout).toBe(204);
    expect(afterLogout).toBe(401);
  }, 180_000);
});
