import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

const run = promisify(execFile);

/** The machine's PostgreSQL 15 (DESIGN.md section 5); PG_BIN overrides it. */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether this machine can start a private cluster (the server suites on PostgreSQL need it). */
export function canStartClusters(): boolean {
  return existsSync(join(PG_BIN, 'initdb')) && existsSync(join(PG_BIN, 'pg_basebackup'));
}

export interface ReplicatedPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` on the primary / on the replica. */
  primaryUrl(database?: string): string;
  replicaUrl(database?: string): string;
  /** Stops applying the log on the replica (it keeps receiving): reads there fall behind. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed everything the primary has written so far. */
  waitForReplay(limitMs?: number): Promise<void>;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A private primary and its streaming replica on 127.0.0.1 (initdb, then pg_basebackup), in a
 * temporary directory, run as the postgres user when we are root (PostgreSQL refuses root).
 * Nothing touches the machine's own cluster. Started once per suite: about 3 s.
 */
export async function startReplicatedPostgres({
  primaryPort,
  replicaPort,
}: {
  primaryPort: number;
  replicaPort: number;
}): Promise<ReplicatedPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'dar-pg-'));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) chownSync(root, ...postgresIds());
  const pg = (tool: string, args: string[]) =>
    asPostgres
      ? run('runuser', ['-u', 'postgres', '--', join(PG_BIN, tool), ...args], { cwd: root })
      : run(join(PG_BIN, tool), args, { cwd: root });
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  const settings = (port: number) =>
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${root}'`,
      // A test cluster: durability is not the point, speed is.
      'fsync = off',
      'full_page_writes = off',
      'shared_buffers = 32MB',
      'max_connections = 60',
      'max_wal_senders = 4',
      'wal_level = replica',
      // A paused replica's queries must not be cancelled by replay conflicts while the tests read.
      'max_standby_streaming_delay = -1',
      '',
    ].join('\n');

  const started: string[] = [];
  const stop = async (dir: string) => {
    await pg('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
  };
  const start = async (dir: string) => {
    await pg('pg_ctl', [
      '-D',
      dir,
      '-l',
      join(root, `${dir.endsWith('primary') ? 'primary' : 'replica'}.log`),
      '-w',
      'start',
    ]);
  };

  try {
    await pg('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    appendFileSync(join(primaryDir, 'postgresql.conf'), settings(primaryPort));
    appendFileSync(join(primaryDir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
    await start(primaryDir);
    started.push(primaryDir);
    const primaryHost = ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'];
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
    await pg('pg_basebackup', [...primaryHost, '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    appendFileSync(join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\nhot_standby = on\n`);
    await start(replicaDir);
    started.push(replicaDir);
  } catch (error) {
    for (const dir of started) await stop(dir);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  const base = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  const primaryUrl = (database = 'postgres') => databaseUrl(base(primaryPort), database);
  const replicaUrl = (database = 'postgres') => databaseUrl(base(replicaPort), database);
  return {
    primaryUrl,
    replicaUrl,
    pauseReplay: async () => {
      await adminQuery(replicaUrl(), 'select pg_wal_replay_pause()');
    },
    resumeReplay: async () => {
      await adminQuery(replicaUrl(), 'select pg_wal_replay_resume()');
    },
    async waitForReplay(limitMs = 10_000) {
      const [{ position } = { position: '' }] = await adminQuery<{ position: string }>(
        primaryUrl(),
        'select pg_current_wal_insert_lsn()::text as position',
      );
      const deadline = Date.now() + limitMs;
      for (;;) {
        const [row] = await adminQuery<{ done: boolean }>(
          replicaUrl(),
          'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
          [position],
        ).catch(() => [{ done: false }]);
        if (row?.done) return;
        if (Date.now() > deadline) throw new Error(`the replica did not replay ${position} within ${limitMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stopReplica: () => stop(replicaDir),
    startReplica: () => start(replicaDir),
    async close() {
      await stop(replicaDir);
      await stop(primaryDir);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function postgresIds(): [number, number] {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('no postgres user on this machine');
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
