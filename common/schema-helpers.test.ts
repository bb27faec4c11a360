import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParamSchema, parseListingId, schemaDefaults } from './schema-helpers.ts';

describe('parseListingId', () => {
  it.each([
    ['7', 7],
    ['2147483647', 2_147_483_647],
    ['2147483648', 0],
    ['0', 0],
    ['007', 0],
    ['1e3', 0],
    ['0x10', 0],
    [' 1', 0],
    ['-1', 0],
    ['', 0],
    [undefined, 0],
  ])('%j → %i, as the API reads a path id', (text, id) => {
    expect(parseListingId(text)).toBe(id);
    expect(idParamSchema.safeParse({ id: text }).data?.id ?? 0).toBe(id);
  });
});

describe('schemaDefaults', () => {
  it("takes the schema's defaults and leaves the other fields out", () => {
    const schema = z.object({
      title: z.string().min(5),
      rooms: z.number().default(1),
      tags: z.array(z.string()).default([]),
      note: z.string().optional(),
    });
    expect(schemaDefaults(schema)).toStrictEqual({ rooms: 1, tags: [] });
  });
});
