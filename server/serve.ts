import type { ViteDevServer } from 'vite';
import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './env.ts';
import { writeBackup } from './features/backup/archive.ts';
import { controlSocketPath, openControlSocket } from './features/backup/control-socket.ts';
import { openMigratedDatabase, prepareData } from './startup.ts';

/**
 * Starts Dar: configuration, database, demo data, then listen; closes cleanly on a signal. With
 * `vite` (npm run dev), the pages come from the sources through Vite's server.
 */
export async function serve({ vite }: { vite?: ViteDevServer } = {}): Promise<void> {
  const env = loadEnv();
  const database = await openMigratedDatabase(env);
  const app = await buildApp({ env, database, vite });
  if (vite) app.addHook('onClose', () => vite.close());
  await prepareData(database, env, (message) => app.log.info(message));

  let closing = false;
  let closeControl = async () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: answering 503 while requests in flight finish');
    // Refuse new requests with 503 while those in flight finish, then stop listening and close
    // the database, so the embedded data directory is never left half-written.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      const unfinished = await app.drain();
      app.log[unfinished > 0 ? 'warn' : 'info']({ unfinished }, 'drained: closing the listener and the database');
      await closeControl();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  if (database.engine === 'pglite') {
    // `npm run backup` asks this process: no other may open the embedded database meanwhile.
    const socket = controlSocketPath(env.DATA_DIR);
    closeControl = await openControlSocket(
      socket,
      (out) => writeBackup({ database, storage: app.photoStorage, dataDir: env.DATA_DIR }, out),
      (err) => app.log.error({ err }, 'backup failed'),
    ).catch((err: unknown) => {
      app.log.warn({ err }, `no backups while running: ${socket} could not be opened`);
      return async () => {};
    });
  }
  app.log.info(`Dar is ready on http://${env.HOST}:${env.PORT}`);
}

/** Starts Dar, or says why it cannot (a configuration error is a message, not a stack trace). */
export function serveOrExit(options?: { vite?: ViteDevServer }): void {
  serve(options).catch((error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  });
}
