import { parseTotalCount } from '#common/listing-count.ts';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';
import { LANGUAGE_COOKIE, pathInLanguage } from '#common/languages.ts';
import { listingDetailSchema, searchQuerySchema } from '#common/listing-schemas.ts';
import type { PageServices } from '#common/page-services.ts';
import { publicUserSchema } from '#common/users.ts';
import { publicOrigin } from '../env.ts';
import { publicUser } from '#server/features/auth/service.ts';
import { AppError } from '../errors.ts';
import { nextPageUrl } from '../features/listings/public-search.ts';
import { findListingDetail } from '../features/listings/repo.ts';
import { withPublicPhotos } from '../features/photos/photo-urls.ts';
import { createSearchCache } from '../features/listings/search-cache.ts';
import { holdsEtag, type PreparedJson, prepareJson, sendPrepared } from './transfer.ts';

/** A page as it goes out: kept for visitors a few seconds, like the search answers. */
interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: PreparedJson | null;
}

/** Statuses whose pages are the same for every visitor and worth keeping. */
const KEPT_STATUSES = new Set([200, 404, 410]);
/** ~60 KB a page with its compressed forms: at most ~30 MB. */
const PAGE_CACHE_ENTRIES = 500;

/**
 * Serves the web app (React Router's framework mode, built by `vite build` into dist/web): hashed
 * assets cached for a year (their pre-compressed copies when the client accepts them), and every
 * other GET that is not the API's rendered on the server from the route table
 * (web/src/app/routes.ts) — documents, and the `.data` answers client-side navigations ask for.
 * Visitors' pages are kept in memory like the search answers and forgotten when a listing changes.
 */
export async function registerWebApp(app: FastifyInstance, web: WebSource): Promise<void> {
  if ('vite' in web) return registerWebSources(app, web.vite);
  const serverEntry = join(web.webRoot, 'server', 'index.js');
  const hasWebApp = existsSync(serverEntry);
  if (hasWebApp) {
    const clientRoot = join(web.webRoot, 'client');
    await app.register(fastifyStatic, {
      root: clientRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of scripts and styles (vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const isHashed = path.startsWith(join(clientRoot, 'assets'));
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const renderPage = hasWebApp
    ? await createPageRenderer(app, (await import(pathToFileURL(serverEntry).href)) as ServerBuild)
    : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (!renderPage || !isPageRequest(request)) throw new AppError('NOT_FOUND');
    return answerPage(request, reply, renderPage);
  });
}

/** Where the pages come from: the build (dist/web), or in development Vite's server on the sources. */
export type WebSource = { webRoot: string } | { vite: ViteDevServer };

/** A GET for a page or its `.data` (not the API's, not a photo, not a file). */
function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api/') &&
    path !== '/api' &&
    !path.startsWith('/uploads/') &&
    (!/\.[a-z0-9]+$/i.test(path) || path.endsWith('.data'))
  );
}

function answerPage(request: FastifyRequest, reply: FastifyReply, renderPage: PageRenderer) {
  // `/` sends a reader who chose English or Kurdish before to their language's home page.
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (request.url.split('?')[0] === '/' && (chosen === 'en' || chosen === 'ku')) {
    return reply.header('vary', 'cookie').redirect(pathInLanguage(request.url, chosen), 302);
  }
  return renderPage(request, reply);
}

/**
 * `npm run dev`: the pages rendered from the sources through Vite (changes show at once, React
 * keeps its state), and every other request that is not the API's handed to Vite (modules, styles,
 * its client). Nothing is kept, and the page has no Content-Security-Policy (Vite's client injects
 * scripts and opens a WebSocket).
 */
async function registerWebSources(app: FastifyInstance, vite: ViteDevServer): Promise<void> {
  const renderPage = await createPageRenderer(
    app,
    () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    { isKept: false },
  );
  // Vite's own URLs: its client, modules by id, pre-bundled dependencies.
  const isVitePath = (url: string) => /^\/(@|node_modules\/|__)/.test(url);
  app.setNotFoundHandler(async (request, reply) => {
    if (isPageRequest(request) && !isVitePath(request.url)) {
      reply.removeHeader('content-security-policy');
      return answerPage(request, reply, renderPage);
    }
    if (request.url.startsWith('/api/')) throw new AppError('NOT_FOUND');
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  });
}

type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Renders pages of a build: the built one, or in development a function that gives the sources'
 * build of the moment (React Router then derives its route tables on every request; given the
 * build itself, it derives them once: 6.5% of a listing page's CPU).
 */
async function createPageRenderer(
  app: FastifyInstance,
  source: ServerBuild | (() => Promise<ServerBuild>),
  { isKept = true } = {},
): Promise<PageRenderer> {
  const handle = createRequestHandler(source, isKept ? 'production' : 'development');
  const cache = createSearchCache<RenderedPage>({
    ttlMs: isKept ? app.config.SEARCH_CACHE_SECONDS * 1000 : 0,
    maxEntries: PAGE_CACHE_ENTRIES,
  });
  app.listingChanges.subscribe(() => cache.clear());

  const render = async (request: FastifyRequest, reply: FastifyReply): Promise<RenderedPage> => {
    // The loaders' key to the services, created inside the build (web/src/app/entry.server.tsx).
    const build = typeof source === 'function' ? await source() : source;
    const servicesKey = (build.entry.module as unknown as { pageServicesContext: RouterContext<PageServices> })
      .pageServicesContext;
    const context = new RouterContextProvider();
    context.set(servicesKey, pageServices(app, request));
    const response = await handle(toWebRequest(request), context);
    const headers = [...response.headers.entries()];
    const text = request.method === 'HEAD' ? '' : await response.text();
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith('text/html') && isKept) {
      headers.push([
        'content-security-policy',
        pagePolicy(
          text,
          String(reply.getHeader('content-security-policy') ?? reply.raw.getHeader('content-security-policy')),
        ),
      ]);
    }
    return { status: response.status, headers, body: text ? prepareJson(text) : null };
  };

  return async (request, reply) => {
    // A visitor's page is the same for every visitor: kept by its URL. A signed-in user's is their own.
    const page =
      request.user === null && request.method === 'GET'
        ? await cache
            .fetch(request.url, async () => {
              const rendered = await render(request, reply);
              if (!KEPT_STATUSES.has(rendered.status)) throw new NotKept(rendered);
              return rendered;
            })
            .catch((error: unknown) => {
              if (error instanceof NotKept) return error.page;
              throw error;
            })
        : await render(request, reply);
    return sendPage(request, reply, page);
  };
}

/** A render that must not be kept (a redirect, a failure): it still answers its own request. */
class NotKept extends Error {
  readonly page: RenderedPage;
  constructor(page: RenderedPage) {
    super('not kept');
    this.page = page;
  }
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.code(page.status);
  for (const [name, value] of page.headers) {
    if (name !== 'content-length') reply.header(name, value);
  }
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie');
  if (!page.body) return reply.send();
  const type = String(reply.getHeader('content-type') ?? 'text/html; charset=utf-8');
  if (page.status === 200 && holdsEtag(request, page.body.etag)) {
    return reply.code(304).header('etag', page.body.etag).send();
  }
  return sendPrepared(request, reply, page.body, type);
}

/** The services of web/src/app's loaders for one request, on the same functions as the API's routes. */
function pageServices(app: FastifyInstance, request: FastifyRequest): PageServices {
  return {
    origin: publicOrigin(app.config),
    user: request.user ? publicUserSchema.encode(publicUser(request.user)) : null,
    async searchListings(apiQuery) {
      const query = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(apiQuery)));
      const answer = await app.publicSearch.answer(query, request.user);
      return {
        listings: JSON.parse(answer.list.bytes.toString('utf8')),
        next: answer.nextCursor ? nextPageUrl(`/api/apartments?${apiQuery}`, answer.nextCursor) : null,
        total: parseTotalCount(answer.totalCount),
      };
    },
    async findListing(id) {
      const listing = await findListingDetail(request.readDb, id);
      return listing ? listingDetailSchema.encode(withPublicPhotos(app.photoUrls, listing)) : null;
    },
  };
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, { method: request.method, headers });
}

/**
 * The page's Content-Security-Policy: the site's (set by the security plugin), with the hash of
 * each inline script the page carries (React Router's hydration data and module loader) added to
 * script-src. No inline script that is not in the page can run, and a kept page needs no nonce.
 */
function pagePolicy(html: string, policy: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => !/type="application\/(ld\+)?json"/.test(match[1] ?? ''))
    .map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[2] ?? '')
          .digest('base64')}'`,
    );
  return policy.replace(/script-src ([^;]*)/, (_directive, sources: string) =>
    ['script-src', sources, ...new Set(hashes)].join(' '),
  );
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
