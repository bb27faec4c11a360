import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationPreferenceInputSchema,
  notificationPreferenceListSchema,
  notificationPreferenceSchema,
} from '#common/notification-preferences.ts';
import { idParamSchema, noContentSchema } from '#common/schema-helpers.ts';
import { requireUser, signedIn } from '../auth/guards.ts';
import { createPreference, deletePreference, listPreferences, updatePreference } from './preferences-repo.ts';

const PATH = '/api/notification-preferences';
const tags = ['notification preferences'];

/** Saved searches (issue 5): signed-in users manage only their own; someone else's id is a 404. */
export async function preferenceRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    PATH,
    { onRequest: signedIn, schema: { tags, response: { 200: notificationPreferenceListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listPreferences(db, requireUser(request).id);
    },
  );

  routes.post(
    PATH,
    {
      onRequest: signedIn,
      schema: { tags, body: notificationPreferenceInputSchema, response: { 201: notificationPreferenceSchema } },
    },
    async (request, reply) => {
      const preference = await createPreference(db, requireUser(request).id, request.body);
      return reply.status(201).send(preference);
    },
  );

  routes.put(
    `${PATH}/:id`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        params: idParamSchema,
        body: notificationPreferenceInputSchema,
        response: { 200: notificationPreferenceSchema },
      },
    },
    async (request) => updatePreference(db, requireUser(request).id, request.params.id, request.body),
  );

  routes.delete(
    `${PATH}/:id`,
    { onRequest: signedIn, schema: { tags, params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deletePreference(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
