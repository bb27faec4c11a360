import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Serves the built web app: hashed assets cached for a year (their pre-compressed copies when the
 * client accepts them), index.html for every client route
 * (never cached, so a deploy is seen at once), and a JSON 404 for unknown API paths.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const hasWebApp = existsSync(join(webRoot, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of scripts and styles (vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const isHashed = path.includes(`${join(webRoot, 'assets')}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isClientRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/uploads/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (hasWebApp && isClientRoute) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND');
  });
}
