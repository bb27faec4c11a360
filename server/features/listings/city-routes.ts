import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cityResponseSchema } from '#common/listing-schemas.ts';
import { CITIES } from '#common/cities.ts';

const CITY_LIST = CITIES.map((city) => ({
  id: city.id,
  name_en: city.name.en,
  name_ar: city.name.ar,
  name_ku: city.name.ku,
  lat: city.lat,
  lng: city.lng,
  isDistrict: city.isDistrict,
}));

/** The spec's 20 places with their names in the three languages. */
export async function cityRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/cities',
      { schema: { tags: ['listings'], response: { 200: z.array(cityResponseSchema) } } },
      () => CITY_LIST,
    );
}
