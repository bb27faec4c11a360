import { z } from 'zod';

/** A timestamp: a Date in code, an ISO 8601 string on the wire. */
export const isoDateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** Ids are PostgreSQL `integer`: a larger number can name no row, and would fail the query. */
export const MAX_ID = 2_147_483_647;

/** An id sent in a body (e.g. the listing of a booking). */
export const idSchema = z.number().int().positive().max(MAX_ID);

/** Positive integer path id; anything else is a 404 rather than a 400 (DESIGN.md section 7). */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
