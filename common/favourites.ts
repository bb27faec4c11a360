import { z } from 'zod';
import { idParamSchema } from './schema-helpers.ts';

/** `PUT|DELETE /api/favourites/:apartmentId`: the listing's id, by the path-id rule (else 404). */
export const favouriteParamSchema = z.object({ apartmentId: idParamSchema.shape.id });
