import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apartmentSchema,
  availabilityUpdateSchema,
  detailsUpdateSchema,
  newApartmentSchema,
  photosUpdateSchema,
  priceUpdateSchema,
  searchQuerySchema,
  statsSchema,
} from '../../../common/apartments.ts';
import { idParamSchema } from '../../../common/schema-helpers.ts';
import { type PreparedJson, prepareJson, sendPrepared } from '../../plugins/transfer.ts';
import { requireUser, withRole } from '../sessions/guards.ts';
import { createSearchCache, LISTINGS_CHANNEL } from './search-cache.ts';
import {
  changeAvailability,
  changeDetails,
  changePhotos,
  changePrice,
  createApartment,
  getApartment,
  getStats,
  listOwnApartments,
  removeApartment,
  searchApartments,
} from './listings-service.ts';

const tags = ['listings'];
const apartmentList = z.array(apartmentSchema);
/** The route's own serializer, so a page kept in memory is byte for byte what the route sends. */
const serializeList = serializerCompiler({ schema: apartmentList, method: 'GET', url: '/api/apartments' });
/** One public search page as it goes out: the serialized list (bytes, ETag, compressed forms) and the next page's cursor. */
interface CachedPage {
  list: PreparedJson;
  nextCursor: string | undefined;
}
/** ~30 KB a page (and ~4 KB for each compressed form kept with it): at most ~17 MB of memory. */
const SEARCH_CACHE_ENTRIES = 500;

/** The same URL with the next page's cursor (RFC 8288 `Link: <…>; rel="next"`). */
function nextPageLink(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://host');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/** Listings: search, detail, add, the admin edits, my properties and the dashboard counts. */
export async function listingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const ownerOrAdmin = withRole('owner', 'admin');
  const searchCache = createSearchCache<CachedPage>({
    ttlMs: app.config.SEARCH_CACHE_SECONDS * 1000,
    maxEntries: SEARCH_CACHE_ENTRIES,
  });
  if (app.config.SEARCH_CACHE_SECONDS > 0) {
    // Changes made by other processes (or tools) reach this one through the database.
    const stopListening = await app.database.listen(LISTINGS_CHANNEL, () => searchCache.clear());
    app.addHook('onClose', stopListening);
    // This process's own changes are forgotten before their answer leaves, so the client's next list shows them.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && reply.statusCode < 400) searchCache.clear();
      return payload;
    });
  }

  routes.get(
    '/api/apartments',
    { schema: { tags, querystring: searchQuerySchema, response: { 200: apartmentList } } },
    async (request, reply) => {
      const search = async (): Promise<CachedPage> => {
        const page = await searchApartments(db, request.user, request.query);
        return { list: prepareJson(serializeList(page.apartments)), nextCursor: page.nextCursor };
      };
      // The public answer is the same for everyone; `available=all` depends on who asks.
      const page =
        request.query.available === 'all'
          ? await search()
          : await searchCache.fetch(JSON.stringify(request.query), search);
      if (page.nextCursor) reply.header('link', nextPageLink(request.url, page.nextCursor));
      return sendPrepared(request, reply, page.list);
    },
  );

  routes.get(
    '/api/apartments/:id',
    { schema: { tags, params: idParamSchema, response: { 200: apartmentSchema } } },
    (request) => getApartment(db, request.params.id),
  );

  routes.post(
    '/api/apartments',
    { onRequest: ownerOrAdmin, schema: { tags, body: newApartmentSchema, response: { 201: apartmentSchema } } },
    async (request, reply) => reply.status(201).send(await createApartment(db, requireUser(request), request.body)),
  );

  routes.patch(
    '/api/apartments/:id/price',
    {
      onRequest: ownerOrAdmin,
      schema: { tags, params: idParamSchema, body: priceUpdateSchema, response: { 200: apartmentSchema } },
    },
    (request) => changePrice(db, requireUser(request), request.params.id, request.body.price),
  );

  routes.patch(
    '/api/apartments/:id/availability',
    {
      onRequest: ownerOrAdmin,
      schema: { tags, params: idParamSchema, body: availabilityUpdateSchema, response: { 200: apartmentSchema } },
    },
    (request) => changeAvailability(db, requireUser(request), request.params.id, request.body.available),
  );

  routes.patch(
    '/api/apartments/:id/photos',
    {
      onRequest: ownerOrAdmin,
      schema: { tags, params: idParamSchema, body: photosUpdateSchema, response: { 200: apartmentSchema } },
    },
    (request) => changePhotos(db, requireUser(request), request.params.id, request.body.photos),
  );

  routes.patch(
    '/api/apartments/:id/details',
    {
      onRequest: ownerOrAdmin,
      schema: { tags, params: idParamSchema, body: detailsUpdateSchema, response: { 200: apartmentSchema } },
    },
    (request) => changeDetails(db, requireUser(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/apartments/:id',
    { onRequest: ownerOrAdmin, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeApartment(db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/myproperties',
    { onRequest: ownerOrAdmin, schema: { tags, response: { 200: apartmentList } } },
    (request) => listOwnApartments(db, requireUser(request)),
  );

  routes.get(
    '/api/admin/stats',
    { onRequest: ownerOrAdmin, schema: { tags, response: { 200: statsSchema } } },
    (request) => getStats(db, requireUser(request)),
  );
}
