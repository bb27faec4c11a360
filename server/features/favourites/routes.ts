import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { favouriteParamSchema } from '#common/favourites.ts';
import { listingListSchema } from '#common/listing-schemas.ts';
import { noContentSchema } from '#common/schema-helpers.ts';
import { AppError } from '#server/errors.ts';
import { requireUser, signedIn } from '../auth/guards.ts';
import { withPublicPhotos } from '../photos/photo-urls.ts';
import { deleteFavourite, findFavouriteListings, insertFavourite } from './repo.ts';

const tags = ['favourites'];

/** A signed-in user's shortlist (issue 20): keep, forget, list. Nobody sees another user's favourites. */
export async function favouriteRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    '/api/favourites',
    { onRequest: signedIn, schema: { tags, response: { 200: listingListSchema } } },
    async (request, reply) => {
      const listings = await findFavouriteListings(db, requireUser(request).id);
      reply.header('cache-control', 'private, no-store');
      return listings.map((listing) => withPublicPhotos(app.photoUrls, listing));
    },
  );

  routes.put(
    '/api/favourites/:apartmentId',
    { onRequest: signedIn, schema: { tags, params: favouriteParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const isKept = await insertFavourite(db, requireUser(request).id, request.params.apartmentId);
      if (!isKept) throw new AppError('NOT_FOUND');
      return reply.status(204).send(null);
    },
  );

  routes.delete(
    '/api/favourites/:apartmentId',
    { onRequest: signedIn, schema: { tags, params: favouriteParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteFavourite(db, requireUser(request).id, request.params.apartmentId);
      return reply.status(204).send(null);
    },
  );
}
