import { z } from 'zod';

/** A timestamp: a Date in code, an ISO 8601 string on the wire. */
export const isoDateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** Positive integer path id; anything else is a 404 rather than a 400 (DESIGN.md section 7). */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
