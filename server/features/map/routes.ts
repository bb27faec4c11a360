import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapConfigSchema } from '#common/map.ts';

/** Settings the web app needs from the server's configuration: only the map's tile server so far. */
export async function clientConfigRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/config/map', { schema: { tags: ['config'], response: { 200: mapConfigSchema } } }, async () => ({
      tileUrl: app.config.TILE_URL,
    }));
}
