import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingListQuerySchema,
  bookingListSchema,
  bookingSchema,
  bookingStatusUpdateSchema,
  newBookingSchema,
} from '#common/bookings.ts';
import { idParamSchema } from '#common/schema-helpers.ts';
import { requireUser, signedIn } from '../auth/guards.ts';
import { changeBookingStatus, createBooking, listBookings } from './service.ts';

/** Booking requests: create (any signed-in user), list (scoped by role), and answer or cancel. */
export async function bookingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.post(
    '/api/bookings',
    {
      onRequest: signedIn,
      schema: { tags: ['bookings'], body: newBookingSchema, response: { 201: bookingSchema } },
    },
    async (request, reply) => reply.status(201).send(await createBooking(db, requireUser(request), request.body)),
  );

  routes.get(
    '/api/bookings',
    {
      onRequest: signedIn,
      schema: { tags: ['bookings'], querystring: bookingListQuerySchema, response: { 200: bookingListSchema } },
    },
    async (request) => listBookings(db, requireUser(request), { mine: request.query.mine }),
  );

  routes.patch(
    '/api/bookings/:id/status',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bookings'],
        params: idParamSchema,
        body: bookingStatusUpdateSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) => changeBookingStatus(db, requireUser(request), request.params.id, request.body),
  );
}
