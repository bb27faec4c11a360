import { z } from 'zod';
import { PHONE_PATTERN } from './bookings.ts';
import { isoDateTime } from './schema-helpers.ts';

/** The contact form and `POST /api/contact`. */
export const contactMessageInputSchema = z.object({
  name: z.string().trim().min(2, { message: 'required' }).max(120),
  email: z.email({ message: 'invalidEmail' }).max(254),
  /** Optional: an empty field is no phone. */
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), { message: 'invalidPhone' })
    .default(''),
  message: z
    .string()
    .trim()
    .min(10, { message: 'contactMessageLength' })
    .max(5000, { message: 'contactMessageLength' }),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

/** A stored message as admins read it. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: isoDateTime,
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
export const contactMessageListSchema = z.array(contactMessageSchema);

export const CONTACT_PAGE_SIZE = 100;
export const contactListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(CONTACT_PAGE_SIZE),
  lang: z.string().optional(),
});

/** A message in the admins' inbox (`GET /api/admin/messages`): handled once an admin marked it so. */
export const inboxMessageSchema = contactMessageSchema.extend({
  handled: z.boolean(),
  handledAt: isoDateTime.nullable(),
});
export type InboxMessage = z.output<typeof inboxMessageSchema>;
/** A message as the JSON answers carry it (dates are ISO strings): what the web app holds. */
export type InboxMessageJson = z.input<typeof inboxMessageSchema>;
export const inboxMessageListSchema = z.array(inboxMessageSchema);

export const INBOX_PAGE_SIZE = 50;

/**
 * `GET /api/admin/messages`: newest first, one page; the next page's `cursor` (the last id of
 * this one) rides in the `Link` header, and the count of unhandled messages in X-Unread-Count.
 */
export const inboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(INBOX_PAGE_SIZE),
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, { message: 'invalid' })
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647, { message: 'invalid' }))
    .optional(),
  lang: z.string().optional(),
});

/** `PATCH /api/admin/messages/:id`. */
export const inboxMessageUpdateSchema = z.object({ handled: z.boolean() });
