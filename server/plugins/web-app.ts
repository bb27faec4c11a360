import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { loadRouteHints } from './route-hints.ts';
import { holdsEtag, weakEtag } from './transfer.ts';

/**
 * Serves the built web app: hashed assets cached for a year (their pre-compressed copies when the
 * client accepts them), index.html for every client route (never cached, so a deploy is seen at
 * once; it names what the route's page loads first, route-hints.ts), and a JSON 404 for
 * unknown API paths.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexPath = join(webRoot, 'index.html');
  const hasWebApp = existsSync(indexPath);
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
  // Read once: a deploy restarts the server.
  const indexHtml = hasWebApp ? readFileSync(indexPath, 'utf8') : '';
  const hints = loadRouteHints(webRoot);
  app.setNotFoundHandler(async (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const search = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart));
    const isClientRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/uploads/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!hasWebApp || !isClientRoute) throw new AppError('NOT_FOUND');
    const html = indexHtml.replace('</head>', `${hints.forUrl(path, search)}</head>`);
    const etag = weakEtag(html);
    reply.header('cache-control', 'no-cache').header('etag', etag).type('text/html; charset=utf-8');
    if (holdsEtag(request, etag)) return reply.code(304).send();
    return reply.send(html);
  });
}
