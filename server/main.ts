import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './env.ts';
import { openMigratedDatabase, prepareData } from './startup.ts';

/** Starts Dar: configuration, database, demo data, then listen; closes cleanly on a signal. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openMigratedDatabase(env);
  const app = await buildApp({ env, database });
  await prepareData(database, env, (message) => app.log.info(message));

  let closing = false;
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
  app.log.info(`Dar is ready on http://${env.HOST}:${env.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
