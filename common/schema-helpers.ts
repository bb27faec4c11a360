import { z } from 'zod';

/** A timestamp: a Date in code, an ISO 8601 string on the wire. */
export const isoDateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** Ids are PostgreSQL `integer`: a larger number can name no row, and would fail the query. */
export const MAX_ID = 2_147_483_647;

/** The body of a 204 answer: none (the web client reads it as null). */
export const noContentSchema = z.null();

/** An id sent in a body (e.g. the listing of a booking). */
export const idSchema = z.number().int().positive().max(MAX_ID);

/**
 * A path id is written in plain decimal digits without a leading zero: Number() would also read
 * `0x10`, `1e3`, `+1`, ` 1`, `01` or `1.0` as an id, so one object would have many URLs.
 * Anything else is a 404 rather than a 400, as if the object were missing (the error handler).
 */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(idSchema),
});

/** A listing id from a page's URL (`/apartments/:id`), by the API's own rule; 0 when it cannot be one (not found). */
export function parseListingId(id: string | undefined): number {
  const parsed = idParamSchema.shape.id.safeParse(id);
  return parsed.success ? parsed.data : 0;
}

/**
 * The values an object schema fills in for missing fields (its `.default()`s): a form starts
 * from them, so the defaults are written once, in the schema.
 */
export function schemaDefaults<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): Partial<z.input<z.ZodObject<Shape>>> {
  const defaults: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodType).safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) defaults[name] = parsed.data;
  }
  return defaults as Partial<z.input<z.ZodObject<Shape>>>;
}

type WithoutDefault<Field> = Field extends z.ZodDefault<infer Inner> ? Inner : Field;
/** An object shape whose fields are all optional, with no default filled in. */
export type EditShape<Shape extends z.ZodRawShape> = { [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]>> };

/**
 * The fields of a form's shape for a partial update: each optional, checked by the same rules,
 * and absent when left out (`.partial()` would still fill in the `.default()`s, changing what
 * the sender never touched).
 */
export function editShape<Shape extends z.ZodRawShape>(shape: Shape): EditShape<Shape> {
  const fields = Object.entries(shape).map(([name, field]) => {
    const bare = field instanceof z.ZodDefault ? field.unwrap() : field;
    return [name, (bare as z.ZodType).optional()];
  });
  return Object.fromEntries(fields) as EditShape<Shape>;
}
