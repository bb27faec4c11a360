import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The real server in its own process, as `npm start` runs it: for the process test, the
 * browser suite, the slow hardening suite and the benchmarks.
 */
export const ROOT = join(import.meta.dirname, '..', '..');

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

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

/** A fresh DATA_DIR under the system's temporary directory. */
export function tempDataDir(prefix = 'dar-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const OUTPUT_KEPT_BYTES = 200_000;

/**
 * One secret for every server this process starts on PostgreSQL: the app refuses a shared
 * database without SESSION_SECRET, and processes on one database must agree on it.
 */
const SHARED_DATABASE_SECRET = randomBytes(32).toString('hex');

export interface ServerOptions {
  dataDir: string;
  /** Unset: the embedded database in dataDir. */
  databaseUrl?: string;
  /** Default: a free port. */
  port?: number;
  /** Added to (and overriding) the defaults: production, no demo data. */
  env?: Record<string, string>;
  /** The command to start; default `node server/main.ts`, as `npm start` ends. */
  command?: { file: string; args: string[] };
  /** Also print the server's output here (the browser suite shows its log). */
  isEchoed?: boolean;
}

export interface RunningServer {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  /** Milliseconds from spawn to the first 200 on /readyz. */
  readyAfterMs: number;
  /** The last 200 kB or so of stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  isRunning(): boolean;
  /** Resident memory now and the peak so far (Linux /proc), in MB. */
  memory(): { rssMb: number; peakMb: number };
  /** User and system CPU seconds the server has used so far (Linux /proc). */
  cpuSeconds(): number;
  /** SIGTERM, then SIGKILL if it has not ended within limitMs; resolves with the exit. */
  stop(limitMs?: number): Promise<number | string>;
}

/**
 * Starts the server on 127.0.0.1 and a free port, and waits until /readyz answers 200 (at
 * most 120 s). A `command` such as `npm start` (npm → sh → node) gets its own process group,
 * so that stopping it stops all three.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const started = performance.now();
  const command = options.command ?? { file: process.execPath, args: ['server/main.ts'] };
  const isGroup = options.command !== undefined;
  const child = spawn(command.file, command.args, {
    cwd: ROOT,
    detached: isGroup,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SESSION_SECRET: options.databaseUrl ? SHARED_DATABASE_SECRET : '',
      SEED_DEMO_DATA: 'false',
      ...options.env,
    },
  });
  // The last chunks only, as buffers: a load test reads megabytes of request logs a second.
  const chunks: Buffer[] = [];
  let kept = 0;
  const keep = (chunk: Buffer) => {
    chunks.push(chunk);
    kept += chunk.length;
    while (kept - chunks[0]!.length > OUTPUT_KEPT_BYTES) kept -= chunks.shift()!.length;
    if (options.isEchoed) process.stderr.write(chunk);
  };
  const output = () => Buffer.concat(chunks).toString();
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    if (isGroup) process.kill(-child.pid!, name);
    else child.kill(name);
  };
  const stop = async (limitMs = 20_000) => {
    if (!isRunning()) return exited;
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), limitMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (!(await isReady(url))) {
    if (!isRunning()) throw new Error(`server exited early (${await exited}):\n${output()}`);
    if (Date.now() > deadline) {
      await stop(0);
      throw new Error(`server not ready after 120 s:\n${output()}`);
    }
    await sleep(10);
  }
  return {
    child,
    pid: child.pid!,
    port,
    url,
    readyAfterMs: performance.now() - started,
    output,
    exited,
    isRunning,
    memory: () => readMemory(isGroup ? serverPid(child.pid!) : child.pid!),
    cpuSeconds: () => readCpuSeconds(isGroup ? serverPid(child.pid!) : child.pid!),
    stop,
  };
}

function isReady(url: string): Promise<boolean> {
  return fetch(`${url}/readyz`).then(
    (response) => response.status === 200,
    () => false,
  );
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

const TICKS_PER_SECOND = 100;

/** A process's user + system CPU so far, in seconds (Linux /proc). */
export function readCpuSeconds(pid: number): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
