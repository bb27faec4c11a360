import { z } from 'zod';
import { ROLES } from './listings.ts';
import { isoDateTime } from './schema-helpers.ts';

/** The user as the API shows it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PublicUser = z.output<typeof publicUserSchema>;
