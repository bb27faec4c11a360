import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBooking } from '#server/features/bookings/test-bookings.ts';
import { AUTH_RATE_LIMITS } from '#server/features/auth/service.ts';
import { adminQuery } from '#server/test-utils/postgres-admin.ts';
import {
  canStartClusters,
  type ReplicatedPostgres,
  startReplicatedPostgres,
} from '#server/test-utils/replicated-postgres.ts';
import { type S3Server, startS3Server } from '#server/test-utils/s3-server.ts';
import { type RunningServer, sleep, startServer, tempDataDir } from '#server/test-utils/server-process.ts';
import { Client, listingBody, photoForm, registerClient } from './lib/load.ts';
import { recordFigures, table } from './lib/report.ts';

/**
 * Dar scaled out as docs/deploy.md describes it: two real server processes, as behind a load
 * balancer, on one PostgreSQL primary with a streaming replica for public reads, and one S3
 * bucket (s3rver) for photos; each process has its own empty DATA_DIR. What one process does,
 * the other shows: photos, search pages, notifications, sessions and login limits.
 */
describe.skipIf(!canStartClusters())('two app processes on one database (with a replica) and one bucket', () => {
  const dirs = [tempDataDir('dar-hardening-'), tempDataDir('dar-hardening-')];
  let cluster: ReplicatedPostgres;
  let s3: S3Server;
  let servers: RunningServer[] = [];
  beforeAll(async () => {
    [cluster, s3] = await Promise.all([
      startReplicatedPostgres({ primaryPort: 5442, replicaPort: 5443 }),
      startS3Server(),
    ]);
    await adminQuery(cluster.primaryUrl(), 'create database dar');
    // One after the other (the second finds the schema migrated), with one SESSION_SECRET: a
    // secret generated per DATA_DIR would make each process refuse the other's sessions.
    for (const dir of dirs) {
      servers.push(
        await startServer({
          dataDir: dir.dir,
          databaseUrl: cluster.primaryUrl('dar'),
          env: {
            SESSION_SECRET: 'hardening-secret-shared-by-both-processes-0123',
            DATABASE_READ_URL: cluster.replicaUrl('dar'),
            // Only a change may refresh a kept page within this test's time.
            SEARCH_CACHE_SECONDS: '300',
            ...s3.env,
          },
        }),
      );
    }
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    servers = [];
    await Promise.all([cluster?.close(), s3?.close()]);
    for (const dir of dirs) dir.remove();
  });

  const figures: [string, string | number][] = [];
  afterAll(() => {
    if (figures.length > 0)
      recordFigures(
        'two-processes',
        `## Two app processes, one PostgreSQL with a replica, one bucket\n\n${table(figures)}`,
      );
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

    figures.push(
      [
        `wrong passwords, alternating processes (limit ${AUTH_RATE_LIMITS.perEmail} per account per minute)`,
        statuses.join(', '),
      ],
      ['next attempt, right password, on each process', blocked.map((r) => r.status).join(', ')],
      ['session from process A used on process B', sharedSession],
      ['logout on B, then the same cookie on A', `${logout}, then ${afterLogout}`],
    );
    expect(statuses).toEqual(Array(AUTH_RATE_LIMITS.perEmail).fill(401));
    expect(blocked.map((r) => r.status)).toEqual([429, 429]);
    expect(sharedSession).toBe(200);
    expect(logout).toBe(204);
    expect(afterLogout).toBe(401);
  }, 180_000);

  it('serves a photo uploaded through one process from the other', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const owner = await registerClient(a.url, 'owner');
    const upload = await owner.request('POST', '/api/upload', await photoForm());
    expect(upload.status).toBe(201);
    const fileUrl = (upload.body as { fileUrl: string }).fileUrl;
    const fromA = await fetch(`${a.url}${fileUrl}`);
    const fromB = await fetch(`${b.url}${fileUrl}`);
    const widths = await Promise.all(
      ['400', '800'].map(async (width) => (await fetch(`${b.url}${fileUrl.replace('-1600.', `-${width}.`)}`)).status),
    );
    figures.push([
      'photo uploaded on A, fetched from A / B (400, 800 px from B)',
      `${fromA.status} / ${fromB.status} (${widths.join(', ')})`,
    ]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    expect(widths).toEqual([200, 200]);
  });

  it("clears the other process's kept search pages when a listing changes", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const owner = await registerClient(a.url, 'owner');
    const created = await owner.request('POST', '/api/apartments', {
      ...listingBody(),
      title_en: 'Scale-out flat by the river',
      price: 900_000,
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const search = '/api/apartments?listingType=rent&q=Scale-out';
    const visitor = new Client(b.url);
    const priceOnB = async () => ((await visitor.request('GET', search)).body as { price: number }[])[0]?.price;
    await waitFor(async () => (await priceOnB()) === 900_000, 5_000);

    const changed = await owner.request('PATCH', `/api/apartments/${id}/price`, { price: 750_000 });
    expect(changed.status).toBe(200);
    const started = performance.now();
    const isSeen = await waitFor(async () => (await priceOnB()) === 750_000, 5_000);
    figures.push([
      'price changed on A: seen in B’s kept search page after (ms)',
      Math.round(performance.now() - started),
    ]);
    expect(isSeen).toBe(true);
  });

  it('delivers a notification created through one process to a stream open on the other', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const owner = await registerClient(a.url, 'owner');
    const created = await owner.request('POST', '/api/apartments', listingBody());
    expect(created.status).toBe(201);
    const listingId = (created.body as { id: number }).id;

    const abort = new AbortController();
    const stream = await fetch(`${b.url}/api/notifications/stream?lang=en`, {
      headers: { cookie: owner.cookie, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    try {
      const renter = await registerClient(a.url, 'renter');
      const started = performance.now();
      const booking = await renter.request('POST', '/api/bookings', validBooking(listingId));
      expect(booking.status).toBe(201);
      const event = await nextNotification(reader, 5_000);
      figures.push([
        'booking made on A: owner’s stream on B notified after (ms)',
        Math.round(performance.now() - started),
      ]);
      expect(event).toMatch(/event: notification/);
    } finally {
      abort.abort();
      await reader.cancel().catch(() => {});
    }
  });
});

async function waitFor(condition: () => Promise<boolean>, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(25);
  }
  return false;
}

/** The stream's text up to its first `event: notification`, or what came before the limit. */
async function nextNotification(reader: ReadableStreamDefaultReader<Uint8Array>, limitMs: number): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + limitMs;
  while (!text.includes('event: notification') && Date.now() < deadline) {
    const timeout = sleep(deadline - Date.now()).then(() => 'timeout' as const);
    const chunk = await Promise.race([reader.read(), timeout]);
    if (chunk === 'timeout' || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text;
}
