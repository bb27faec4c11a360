import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserListSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  apartmentIdParamSchema,
  hideBodySchema,
  moderationQueueSchema,
  reportBodySchema,
  reportSchema,
} from '#common/moderation.ts';
import { idParamSchema, noContentSchema } from '#common/schema-helpers.ts';
import { requireUser, withRole } from '../auth/guards.ts';
import { changeUser, decideListing, listModerationQueue, reportListing, searchUsers } from './service.ts';

const tags = ['moderation'];

/** Reports on listings (anyone), the admins' moderation queue and decisions, and the admins' user list. */
export async function moderationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const adminOnly = withRole('admin');

  routes.post(
    '/api/apartments/:id/reports',
    { schema: { tags, params: idParamSchema, body: reportBodySchema, response: { 201: reportSchema } } },
    async (request, reply) => {
      const report = await reportListing(db, { user: request.user, ip: request.ip }, request.params.id, request.body);
      return reply.status(201).send(report);
    },
  );

  routes.get(
    '/api/admin/reports',
    { onRequest: adminOnly, schema: { tags, response: { 200: moderationQueueSchema } } },
    () => listModerationQueue(db),
  );

  routes.post(
    '/api/admin/reports/:apartmentId/hide',
    {
      onRequest: adminOnly,
      schema: { tags, params: apartmentIdParamSchema, body: hideBodySchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await decideListing(db, request.params.apartmentId, 'hide', request.body.reason);
      return reply.status(204).send(null);
    },
  );

  for (const action of ['dismiss', 'restore'] as const) {
    routes.post(
      `/api/admin/reports/:apartmentId/${action}`,
      { onRequest: adminOnly, schema: { tags, params: apartmentIdParamSchema, response: { 204: noContentSchema } } },
      async (request, reply) => {
        await decideListing(db, request.params.apartmentId, action);
        return reply.status(204).send(null);
      },
    );
  }

  routes.get(
    '/api/admin/users',
    {
      onRequest: adminOnly,
      schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } },
    },
    (request) => searchUsers(db, request.query.q),
  );

  routes.patch(
    '/api/admin/users/:id',
    {
      onRequest: adminOnly,
      schema: { tags, params: idParamSchema, body: adminUserUpdateSchema, response: { 200: adminUserSchema } },
    },
    (request) => changeUser(db, app.sessions, requireUser(request), request.params.id, request.body),
  );
}
