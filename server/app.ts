import { scaleDailyQuotas } from './plugins/quotas.ts';
import { join } from 'node:path';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { ViteDevServer } from 'vite';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { type Env, trustProxyOption } from './env.ts';
import { registerHousekeeping } from './jobs/housekeeping.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { handleMailJobs } from './mail/mail-jobs.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { authRoutes } from './features/auth/routes.ts';
import { bookingRoutes } from './features/bookings/routes.ts';
import { clientConfigRoutes } from './features/map/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { favouriteRoutes } from './features/favourites/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { cityRoutes } from './features/listings/city-routes.ts';
import { type ListingChanges, watchListingChanges } from './features/listings/listing-changes.ts';
import { createPublicSearch, type PublicSearch } from './features/listings/public-search.ts';
import { listingRoutes } from './features/listings/routes.ts';
import { moderationRoutes } from './features/moderation/routes.ts';
import { leadRoutes } from './features/leads/routes.ts';
import { alertRoutes } from './features/notifications/alert-routes.ts';
import { preferenceRoutes } from './features/notifications/preferences-routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { type HeldStorage, withDeletionHold } from './features/photos/deletion-hold.ts';
import { createPhotoUrls, type PhotoUrls } from './features/photos/photo-urls.ts';
import { createPhotoStorage } from './features/photos/storage.ts';
import { sessionPlugin } from './features/auth/session-plugin.ts';
import { photoRoutes } from './features/photos/routes.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { registerDraining } from './plugins/draining.ts';
import { handleFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerReadYourWrites } from './plugins/read-your-writes.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerTextInputGuard } from './plugins/text-input.ts';
import { registerTransfer } from './plugins/transfer.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  /** Directory of the built web app (default dist/web). */
  webRoot?: string;
  /** `npm run dev`: the pages from the sources through Vite's server instead of the build. */
  vite?: ViteDevServer;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered: the hardening tests build the route table from it. */
  onRoute?: (route: RouteOptions) => void;
}

export const DEFAULT_WEB_ROOT = join(import.meta.dirname, '..', 'dist', 'web');
const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Photo files (disk or bucket); deletes wait while a backup copies them. */
    photoStorage: HeldStorage;
    /** Stored photo paths to public URLs (PHOTO_BASE_URL) and back: every answer with photos goes through it. */
    photoUrls: PhotoUrls;
    config: Env;
    /** The search answers of the API and of the rendered pages (features/listings/public-search.ts). */
    publicSearch: PublicSearch;
    /** Announces that a listing may have changed, to whatever keeps public answers (features/listings/listing-changes.ts). */
    listingChanges: ListingChanges;
    /** Mail out (SMTP_URL) or to the log; send through `queueMail`, never inside a request. */
    mailer: Mailer;
    /** Background work on the database, shared by every process (server/jobs/queue.ts). */
    jobs: JobQueue;
  }
}

/**
 * JSON lines for journald and log shippers; readable lines (pino-pretty) for a person who runs
 * `npm start` at a terminal.
 */
export function logOptions(env: Env, isTerminal = process.stdout.isTTY === true): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(isTerminal && {
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    }),
  };
}

/** Builds the whole app without listening: main.ts listens, tests inject(). */
export async function buildApp({ env, database, webRoot = DEFAULT_WEB_ROOT, vite, logger, onRoute }: AppOptions) {
  const app = Fastify({
    logger: logger ?? logOptions(env),
    requestIdHeader: 'x-request-id',
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    // A malformed URL or an overlong path parameter is answered before any hook: same contract.
    frameworkErrors: handleFrameworkError,
    // Only the proxies named in TRUST_PROXY may tell the client's address (X-Forwarded-For).
    trustProxy: trustProxyOption(env),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON (and multipart, registered by uploads) is accepted as a body.
  app.removeContentTypeParser('text/plain');

  app.decorate('database', database);
  app.decorate('photoStorage', withDeletionHold(createPhotoStorage(env)));
  app.decorate('photoUrls', createPhotoUrls(app.photoStorage));
  app.decorate('config', env);
  scaleDailyQuotas(env.DAILY_QUOTA_SCALE);
  app.decorate('mailer', createMailer(env, app.log));
  app.decorate('jobs', createJobQueue(database.db, app.log));
  handleMailJobs(app.jobs, app.mailer);
  await registerHousekeeping(app);
  app.addHook('onReady', async () => app.jobs.start());
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    app.mailer.close();
  });

  registerErrorHandler(app);
  registerDraining(app);
  await registerLoadShedding(app, env.MAX_EVENT_LOOP_DELAY_MS);
  registerMetrics(app, { token: env.METRICS_TOKEN, database });
  await registerSecurity(app, env.PUBLIC_URL);
  registerTextInputGuard(app);
  await registerTransfer(app);
  const secureCookies = env.PUBLIC_URL?.startsWith('https:') ?? false;
  await app.register(sessionPlugin, { database, secret: env.SESSION_SECRET, secureCookies });
  registerReadYourWrites(app, database, secureCookies);
  database.replica?.watch((state, err) => {
    const message = `read replica ${state.status}: public reads go to ${state.status === 'up' ? 'the replica' : 'the primary'}`;
    app.log[state.status === 'up' ? 'info' : 'warn']({ err, lagMs: state.lagMs }, message);
  });
  await registerOpenApi(app);

  app.decorate(
    'publicSearch',
    createPublicSearch({ database, cacheSeconds: env.SEARCH_CACHE_SECONDS, photoUrls: app.photoUrls }),
  );
  const hitsAndMisses = (counts: { hits: number; misses: number }) => [
    { labels: { outcome: 'hit' }, value: counts.hits },
    { labels: { outcome: 'miss' }, value: counts.misses },
  ];
  app.metrics.registerCounter({
    name: 'dar_search_cache_requests_total',
    help: 'Public search pages answered from memory (hit) or computed (miss); the hit ratio is hit / (hit + miss)',
    labelNames: ['outcome'],
    collect: () => hitsAndMisses(app.publicSearch.counts().pages),
  });
  app.metrics.registerCounter({
    name: 'dar_listing_json_requests_total',
    help: "Listings a computed search page took as kept JSON (hit) or read and serialized (miss): the listings' cache",
    labelNames: ['outcome'],
    collect: () => hitsAndMisses(app.publicSearch.counts().listings),
  });
  app.decorate('listingChanges', await watchListingChanges(app));
  app.listingChanges.subscribe(() => app.publicSearch.clear());

  await app.register(healthRoutes, { database });
  await app.register(clientConfigRoutes);
  await app.register(authRoutes);
  await app.register(bookingRoutes);
  await app.register(favouriteRoutes);
  await app.register(photoRoutes);
  await app.register(contactRoutes);
  await app.register(listingRoutes);
  await app.register(moderationRoutes);
  await app.register(leadRoutes);
  await app.register(cityRoutes);
  await app.register(notificationRoutes);
  await app.register(preferenceRoutes);
  await app.register(alertRoutes);
  await app.register(seoRoutes);
  await registerWebApp(app, vite ? { vite } : { webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
