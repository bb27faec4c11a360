import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceDailyQuota } from '#server/plugins/quotas.ts';
import {
  listingCardListSchema,
  listingDetailSchema,
  listingListSchema,
  listingSchema,
  availabilityUpdateSchema,
  detailsUpdateSchema,
  type Listing,
  type ListingEdit,
  listingEditSchema,
  newListingSchema,
  photosUpdateSchema,
  priceUpdateSchema,
  searchQuerySchema,
  statsSchema,
} from '#common/listing-schemas.ts';
import { TOTAL_COUNT_HEADER } from '#common/listing-count.ts';
import { nextLinkHeader } from '#common/link-header.ts';
import { idParamSchema, noContentSchema } from '#common/schema-helpers.ts';
import { sendPrepared } from '#server/plugins/transfer.ts';
import { requireUser, withRole } from '../auth/guards.ts';
import { discardUnusedPhotos } from '../photos/discard-photos.ts';
import { withPublicPhotos } from '../photos/photo-urls.ts';
import { nextPageUrl } from './public-search.ts';
import { createListing, editListing, getListing, getStats, listOwnListings, removeListing } from './service.ts';

const tags = ['listings'];
/** Listings: search, detail, add, the admin edits, my properties and the dashboard counts. */
export async function listingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const ownerOrAdmin = withRole('owner', 'admin');
  /** Stored photos leave under PHOTO_BASE_URL when one is set; listings keep their storage-neutral paths. */
  const present = (listing: Listing): Listing => withPublicPhotos(app.photoUrls, listing);
  const storedPhotos = (photos: string[]) => photos.map(app.photoUrls.toStored);
  /** After the change committed: a storage failure leaves files for the clean-up job, never fails the answer. */
  const discardPhotos = async (request: FastifyRequest, photos: string[]) => {
    try {
      await discardUnusedPhotos(db, app.photoStorage, photos);
    } catch (err) {
      request.log.warn({ err }, 'could not delete the files of dropped photos');
    }
  };

  routes.get(
    '/api/apartments',
    {
      schema: {
        tags,
        querystring: searchQuerySchema,
        response: { 200: z.union([listingListSchema, listingCardListSchema]) },
      },
    },
    async (request, reply) => {
      const answer = await app.publicSearch.answer(request.query, request.user);
      if (answer.nextCursor) reply.header('link', nextLinkHeader(nextPageUrl(request.url, answer.nextCursor)));
      reply.header(TOTAL_COUNT_HEADER, answer.totalCount);
      return sendPrepared(request, reply, answer.list);
    },
  );

  routes.get(
    '/api/apartments/:id',
    { schema: { tags, params: idParamSchema, response: { 200: listingDetailSchema } } },
    async (request) =>
      withPublicPhotos(app.photoUrls, await getListing(request.readDb, request.user, request.params.id)),
  );

  routes.post(
    '/api/apartments',
    { onRequest: ownerOrAdmin, schema: { tags, body: newListingSchema, response: { 201: listingSchema } } },
    async (request, reply) => {
      await enforceDailyQuota(db, 'listings', requireUser(request).id);
      const input = { ...request.body, images: storedPhotos(request.body.images) };
      return reply.status(201).send(present(await createListing(db, requireUser(request), input)));
    },
  );

  /** Saves an edit by the listing's owner or an admin; the files of photos it drops go after it committed. */
  const edit = async (request: FastifyRequest, id: number, changes: ListingEdit) => {
    const images = changes.images && storedPhotos(changes.images);
    const { listing, dropped } = await editListing(db, requireUser(request), id, {
      ...changes,
      ...(images && { images }),
    });
    await discardPhotos(request, dropped);
    return present(listing);
  };

  /** The owner's full edit: any of the add form's fields; the fields sent change, the others stay. */
  routes.patch(
    '/api/apartments/:id',
    {
      onRequest: ownerOrAdmin,
      schema: { tags, params: idParamSchema, body: listingEditSchema, response: { 200: listingSchema } },
    },
    (request) => edit(request, request.params.id, request.body),
  );

  /** The management table's edit of one part (PATCH /api/apartments/:id/<part>, the spec's routes); answers the listing. */
  const partRoute = <Body extends z.ZodType>(part: string, body: Body, toEdit: (body: z.output<Body>) => ListingEdit) =>
    routes.patch(
      `/api/apartments/:id/${part}`,
      { onRequest: ownerOrAdmin, schema: { tags, params: idParamSchema, body, response: { 200: listingSchema } } },
      (request) => edit(request, request.params.id, toEdit(request.body as z.output<Body>)),
    );
  partRoute('price', priceUpdateSchema, ({ price }) => ({ price }));
  partRoute('availability', availabilityUpdateSchema, ({ available }) => ({ available }));
  partRoute('photos', photosUpdateSchema, ({ photos }) => ({ images: photos }));
  partRoute('details', detailsUpdateSchema, (details) => details);

  routes.delete(
    '/api/apartments/:id',
    { onRequest: ownerOrAdmin, schema: { tags, params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await discardPhotos(request, await removeListing(db, requireUser(request), request.params.id));
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/myproperties',
    { onRequest: ownerOrAdmin, schema: { tags, response: { 200: listingListSchema } } },
    async (request) => (await listOwnListings(db, requireUser(request))).map(present),
  );

  routes.get(
    '/api/admin/stats',
    { onRequest: ownerOrAdmin, schema: { tags, response: { 200: statsSchema } } },
    (request) => getStats(db, requireUser(request)),
  );
}
