import { z } from 'zod';
import { NEXT_PATH_MAX_LENGTH, NEXT_PATH_PATTERN } from './next-path.ts';
import { optionalPhoneSchema } from './phone.ts';

/**
 * Request bodies of the account calls (spec section 7). The login and register forms validate
 * with these same schemas; messages are keys of common/messages.ts.
 */

/** The roles a person may give themselves; admins are only made by `npm run admin:create`. */
export const SELF_SERVICE_ROLES = ['renter', 'owner'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;

/** A text field: missing → 'required', another type → 'invalid' (never zod's English). */
const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') });

/** Trimmed and lower-cased, so `Ali@Mail.IQ ` and `ali@mail.iq` are one account. */
export const emailSchema = text()
  .trim()
  .toLowerCase()
  .min(1, { message: 'required' })
  .pipe(z.email({ message: 'invalidEmail' }).max(EMAIL_MAX_LENGTH, { message: 'invalidEmail' }));

const newPasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, { message: 'passwordLength' })
  .max(PASSWORD_MAX_LENGTH, { message: 'passwordLength' });

const nameSchema = text().trim().min(1, { message: 'required' }).max(NAME_MAX_LENGTH, { message: 'nameTooLong' });

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  role: z.enum(SELF_SERVICE_ROLES, { message: 'invalidRole' }).default('renter'),
  /** Optional (issue 19): any Iraqi spelling, stored as E.164; empty is none. */
  phone: optionalPhoneSchema,
  /** Whether the number is reachable on WhatsApp. */
  whatsapp: z.boolean({ message: 'invalid' }).optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  // No length policy is revealed at login; the cap only keeps hashing cheap.
  password: text().min(1, { message: 'required' }).max(PASSWORD_MAX_LENGTH, { message: 'passwordLength' }),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * `PATCH /api/auth/user`: the account page. Every field is optional (absent: unchanged); a new
 * password needs the current one, and ends the user's other sessions.
 */
export const accountUpdateSchema = z
  .object({
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    phone: optionalPhoneSchema,
    whatsapp: z.boolean({ message: 'invalid' }).optional(),
    currentPassword: text().max(PASSWORD_MAX_LENGTH, { message: 'passwordLength' }).optional(),
    newPassword: newPasswordSchema.optional(),
  })
  .refine((body) => body.newPassword === undefined || (body.currentPassword ?? '') !== '', {
    message: 'currentPasswordRequired',
    path: ['currentPassword'],
  });
export type AccountUpdate = z.input<typeof accountUpdateSchema>;

/** `POST /api/auth/role`: the only conversion anyone may ask for is to owner. */
export const roleChangeBodySchema = z.object({
  role: z.literal('owner', { message: 'invalidRole' }),
});
export type RoleChangeBody = z.input<typeof roleChangeBodySchema>;

/** A same-site path to return to after login (the rule: common/next-path.ts). */
export const nextPathSchema = z.string().max(NEXT_PATH_MAX_LENGTH).regex(NEXT_PATH_PATTERN, { message: 'invalid' });

/** `GET /api/login?role=…&next=…`, the external (OpenID Connect) login. */
export const externalLoginQuerySchema = z.object({
  role: z.enum(SELF_SERVICE_ROLES, { message: 'invalidRole' }).default('renter'),
  next: nextPathSchema.optional(),
});
export type ExternalLoginQuery = z.input<typeof externalLoginQuerySchema>;
