import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'dar-hardening-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  base: string;
  pid: number;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  isRunning(): boolean;
  /** Resident memory of the process in bytes, from /proc. */
  rss(): number;
}

/**
 * Starts `node server/main.ts` as `npm start` does, on 127.0.0.1 and a free port, and waits
 * until /readyz answers 200. DATABASE_URL unset means the embedded database in dataDir.
 */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@hardening.dar.iq',
      ADMIN_PASSWORD: 'hardening-admin-password',
      PUBLIC_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: RunningServer = {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    exited,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    rss: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    },
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (!server.isRunning()) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${server.base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready in time:\n${output}`);
}

/** SIGTERM, then SIGKILL if it has not ended within the time limit; resolves with the exit. */
export async function stopServer(server: RunningServer, limitMs = 20_000): Promise<number | string> {
  if (!server.isRunning()) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), limitMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
