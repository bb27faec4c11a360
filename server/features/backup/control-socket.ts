import { chmodSync, existsSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * How `npm run backup` reaches a running server on the embedded database, which only that
 * process may open: a Unix socket in DATA_DIR, readable by DATA_DIR's owner only. Whoever can
 * use it could read the data directory anyway; nothing listens on the network.
 */
export function controlSocketPath(dataDir: string): string {
  return join(dataDir, 'control.sock');
}

const BACKUP_REQUEST = 'backup\n';
const MAX_STATUS_LINE = 1024;

/**
 * Answers each `backup` request with `ok` and the archive `writeArchive` streams, or `error <why>`.
 * Resolves to the function that closes it.
 */
export async function openControlSocket(
  path: string,
  writeArchive: (out: Writable) => Promise<unknown>,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  // Left by a process that was killed: this process holds the data directory's lock now.
  if (existsSync(path)) rmSync(path);
  const server = createServer((socket) => {
    socket.on('error', () => {});
    void answer(socket).catch((error) => {
      onError(error);
      socket.destroy();
    });
  });
  async function answer(socket: Socket): Promise<void> {
    const request = await readLine(socket);
    if (request !== BACKUP_REQUEST.trim()) {
      socket.end('error unknown request\n');
      return;
    }
    socket.write('ok\n');
    await writeArchive(socket);
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      rmSync(path, { force: true });
    });
}

/** Asks the server listening on `path` for a backup and writes the archive to `out`. */
export async function requestBackup(path: string, out: Writable): Promise<void> {
  const socket = connect(path);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(BACKUP_REQUEST);
  const status = await readLine(socket);
  if (status !== 'ok') {
    socket.destroy();
    throw new Error(`the server refused the backup: ${status.replace(/^error /, '')}`);
  }
  await pipeline(socket, out);
}

/** Reads up to the first newline; whatever follows stays in the socket for the next reader. */
async function readLine(socket: Socket): Promise<string> {
  let line = '';
  for (;;) {
    const chunk: Buffer | null = socket.read();
    if (chunk === null) {
      await new Promise<void>((resolve, reject) => {
        const done = () => {
          socket.off('end', ended);
          resolve();
        };
        const ended = () => {
          socket.off('readable', done);
          reject(new Error('the connection closed before its first line'));
        };
        socket.once('readable', done);
        socket.once('end', ended);
      });
      continue;
    }
    const newline = chunk.indexOf('\n');
    if (newline >= 0) {
      line += chunk.subarray(0, newline).toString('utf8');
      const rest = chunk.subarray(newline + 1);
      if (rest.length > 0) socket.unshift(rest);
      return line;
    }
    line += chunk.toString('utf8');
    if (line.length > MAX_STATUS_LINE) throw new Error('the first line is too long');
  }
}
