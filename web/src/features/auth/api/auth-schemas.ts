import { z } from 'zod';

/** Kept apart from session.ts so zod stays out of the first-load bundle (only /login needs it). */
// Local until common/auth.ts lands on this branch: the same rules the server applies.
export const loginBodySchema = z.object({
  email: z.email({ message: 'invalidEmail' }),
  password: z.string().min(1, { message: 'required' }),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const REGISTER_ROLES = ['renter', 'owner'] as const;
export const registerBodySchema = z.object({
  firstName: z.string().trim().min(1, { message: 'required' }).max(100),
  lastName: z.string().trim().min(1, { message: 'required' }).max(100),
  email: z.email({ message: 'invalidEmail' }).max(254),
  password: z.string().min(8, { message: 'passwordLength' }).max(128, { message: 'passwordLength' }),
  role: z.enum(REGISTER_ROLES).default('renter'),
});
export type RegisterBody = z.input<typeof registerBodySchema>;
