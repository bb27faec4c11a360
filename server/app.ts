import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { authRoutes } from './features/auth/routes.ts';
import { bookingRoutes } from './features/bookings/routes.ts';
import { clientConfigRoutes } from './features/client-config/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { cityRoutes } from './features/listings/city-routes.ts';
import { listingRoutes } from './features/listings/routes.ts';
import { preferenceRoutes } from './features/notifications/preferences-routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { createDiskStorage, type PhotoStorage, UPLOADS_PREFIX } from './features/photos/storage.ts';
import { sessionPlugin } from './features/sessions/plugin.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import { registerDraining } from './plugins/draining.ts';
import { handleFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerTextInputGuard } from './plugins/text-input.ts';
import { registerTransfer } from './plugins/transfer.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  /** Directory of the built web app (default dist/web). */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered: the hardening tests build the route table from it. */
  onRoute?: (route: RouteOptions) => void;
}

export const DEFAULT_WEB_ROOT = join(import.meta.dirname, '..', 'dist', 'web');
const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    photoStorage: PhotoStorage;
    config: Env;
  }
}

/** Builds the whole app without listening: main.ts listens, tests inject(). */
export async function buildApp({ env, database, webRoot = DEFAULT_WEB_ROOT, logger, onRoute }: AppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    requestIdHeader: 'x-request-id',
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    // A malformed URL or an overlong path parameter is answered before any hook: same contract.
    frameworkErrors: handleFrameworkError,
    trustProxy: env.PUBLIC_URL !== undefined,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON (and multipart, registered by uploads) is accepted as a body.
  app.removeContentTypeParser('text/plain');

  const uploadsDir = join(env.DATA_DIR, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  app.decorate('database', database);
  app.decorate('photoStorage', createDiskStorage(uploadsDir));
  app.decorate('config', env);

  registerErrorHandler(app);
  registerDraining(app);
  await registerSecurity(app, env.PUBLIC_URL);
  registerTextInputGuard(app);
  await registerTransfer(app);
  await app.register(sessionPlugin, {
    db: database.db,
    secret: env.SESSION_SECRET,
    secureCookies: env.PUBLIC_URL?.startsWith('https:') ?? false,
  });
  await registerOpenApi(app);

  await app.register(healthRoutes, { database });
  await app.register(clientConfigRoutes);
  await app.register(authRoutes);
  await app.register(bookingRoutes);
  await app.register(uploadRoutes);
  await app.register(contactRoutes);
  await app.register(listingRoutes);
  await app.register(cityRoutes);
  await app.register(notificationRoutes);
  await app.register(preferenceRoutes);
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });
  await registerWebApp(app, webRoot);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
