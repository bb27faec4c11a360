import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/** A free TCP port on 127.0.0.1, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 on /readyz. */
  readyAfterMs: number;
  /** Resident memory now and the peak so far (Linux /proc), in MB. */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Extra environment (e.g. SESSION_SECRET). */
  env?: Record<string, string>;
  /** The command to start; default `node server/main.ts`, as `npm start` ends. */
  command?: { file: string; args: string[] };
}

/**
 * Starts Dar in its own process (so autocannon in this process never shares the server's event
 * loop), on 127.0.0.1 and a free port, with production settings and no demo data.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const command = options.command ?? { file: process.execPath, args: ['server/main.ts'] };
  const child = spawn(command.file, command.args, {
    cwd: ROOT,
    // Its own process group, so `npm start` (npm → sh → node) stops as one.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED_DEMO_DATA: 'false',
      ...options.env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForReady(url, child, () => stderr);
  const readyAfterMs = performance.now() - started;
  const pid = child.pid as number;
  return {
    url,
    pid,
    readyAfterMs,
    memory: () => readMemory(serverPid(pid)),
    stop: () => stopProcess(child),
  };
}

async function waitForReady(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await stopProcess(child);
  throw new Error(`server not ready after 120 s: ${stderr()}`);
}

/** SIGTERM to the group we started (the server closes cleanly); SIGKILL after 15 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-(child.pid as number), 'SIGTERM');
  const timer = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Under `npm start` the server is a grandchild: the node process in our group that runs main.ts. */
function serverPid(groupLeader: number): number {
  const children = readChildren(groupLeader);
  for (const pid of [groupLeader, ...children, ...children.flatMap(readChildren)]) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/main.ts')) return pid;
    } catch {
      // Gone.
    }
  }
  return groupLeader;
}

function readChildren(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function readMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}
