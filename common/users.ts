import { z } from 'zod';
import { isoDateTime } from './schema-helpers.ts';

export const ROLES = ['admin', 'owner', 'renter'] as const;
export type Role = (typeof ROLES)[number];

/** The user as the API shows it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  /** E.164 (`+9647701234567`), or null when the user gave none. */
  phone: z.string().nullable(),
  /** Whether the number is reachable on WhatsApp. */
  whatsapp: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PublicUser = z.output<typeof publicUserSchema>;
/** A user as the JSON answers carry it (dates are ISO strings): what the web app holds. */
export type PublicUserJson = z.input<typeof publicUserSchema>;
