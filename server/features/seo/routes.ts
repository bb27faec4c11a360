import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#common/languages.ts';
import { idParamSchema } from '#common/schema-helpers.ts';
import { SHARE_IMAGE, SHARE_IMAGE_DESIGN, shareImageVersion } from '#common/seo/share-image.ts';
import { publicOrigin } from '#server/env.ts';
import { AppError } from '#server/errors.ts';
import { holdsEtag } from '#server/plugins/transfer.ts';
import { findListing } from '../listings/repo.ts';
import { createShareImages } from './share-images.ts';
import { renderRobotsTxt } from './robots.ts';
import {
  findListingChunks,
  readListingChunk,
  renderListingsSitemap,
  renderPagesSitemap,
  renderSitemapIndex,
} from './sitemap.ts';

/** Crawlers come back often enough: a sitemap or robots.txt kept for a few minutes is fresh enough. */
const SHORT_CACHE = 'public, max-age=600';
/** A share image under its current version never changes. */
const FOREVER = 'public, max-age=31536000, immutable';
const XML = 'application/xml; charset=utf-8';

const chunkParamSchema = z.object({
  chunk: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/)
    .transform(Number),
});
const versionSchema = z.string().regex(/^[0-9a-f]{1,16}$/);
const listingImageQuerySchema = z.object({ v: versionSchema.optional(), lang: z.enum(LANGUAGES).optional() });
const siteImageQuerySchema = z.object({ v: versionSchema.optional() });

/**
 * What search engines and chat apps read besides the pages: robots.txt, the sitemap, and the
 * share images (og:image). Public and the same for everyone. Reads go through `db`, so they can
 * move to a read replica.
 */
export async function seoRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const origin = publicOrigin(app.config);
  const images = createShareImages(app.photoStorage);
  const hide = true;

  routes.get('/robots.txt', { schema: { hide } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', SHORT_CACHE).send(renderRobotsTxt(origin)),
  );

  routes.get('/sitemap.xml', { schema: { hide } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', SHORT_CACHE)
      .send(renderSitemapIndex(origin, await findListingChunks(db))),
  );

  routes.get('/sitemaps/pages.xml', { schema: { hide } }, (_request, reply) =>
    reply.type(XML).header('cache-control', SHORT_CACHE).send(renderPagesSitemap(origin)),
  );

  routes.get(
    '/sitemaps/listings-:chunk.xml',
    { schema: { hide, params: chunkParamSchema } },
    async (request, reply) => {
      const batches = readListingChunk(db, request.params.chunk);
      const first = await batches.next();
      if (first.done) throw new AppError('NOT_FOUND');
      reply.type(XML).header('cache-control', SHORT_CACHE);
      return reply.send(Readable.from(renderListingsSitemap(origin, first.value, batches), { objectMode: false }));
    },
  );

  routes.get('/og/site.jpg', { schema: { hide, querystring: siteImageQuerySchema } }, async (request, reply) =>
    sendImage(request, reply, await images.siteImage(), String(SHARE_IMAGE_DESIGN), request.query.v),
  );

  routes.get(
    '/og/listings/:id.jpg',
    { schema: { hide, params: idParamSchema, querystring: listingImageQuerySchema } },
    async (request, reply) => {
      const listing = await findListing(db, request.params.id);
      if (!listing) throw new AppError('NOT_FOUND');
      const language = request.query.lang ?? DEFAULT_LANGUAGE;
      const version = shareImageVersion(listing, language);
      return sendImage(request, reply, await images.listingImage(listing, language), version, request.query.v);
    },
  );
}

/**
 * A share image: kept for a year under the URL of its current version (the page links that
 * one); under any other URL (an old version, none) for a few minutes, so a changed listing's
 * new picture reaches the chat apps. Other sites may show it (cross-origin resource policy).
 */
function sendImage(request: FastifyRequest, reply: FastifyReply, image: Buffer, version: string, asked?: string) {
  const etag = `"${version}"`;
  reply
    .type(SHARE_IMAGE.type)
    .header('etag', etag)
    .header('cache-control', asked === version ? FOREVER : SHORT_CACHE)
    .header('cross-origin-resource-policy', 'cross-origin');
  if (holdsEtag(request, etag)) return reply.code(304).send();
  return reply.send(image);
}
