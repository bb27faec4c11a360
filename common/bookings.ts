import { tz } from '@date-fns/tz';
import { addDays as addCalendarDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { z } from 'zod';
import { BOOKING_KINDS, type BookingKind } from './booking-kinds.ts';
import { phoneSchema } from './phone.ts';
import { idSchema, isoDateTime } from './schema-helpers.ts';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const isoDate = z.iso.date({ message: 'invalid' });

/** Booking dates are Iraqi calendar dates; their arithmetic is done in UTC, where no day is 23 or 25 hours long. */
const IN_BAGHDAD = { in: tz('Asia/Baghdad') };
const IN_UTC = { in: tz('UTC') };
const DATE_FORMAT = 'yyyy-MM-dd';

/** Today's date (YYYY-MM-DD) in Iraq, whatever the clock's zone: booking dates are Iraqi dates. */
export function todayInBaghdad(now: Date = new Date()): string {
  return format(now, DATE_FORMAT, IN_BAGHDAD);
}

/** The date `days` days after (or before) a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  return format(addCalendarDays(parseISO(isoDate, IN_UTC), days, IN_UTC), DATE_FORMAT, IN_UTC);
}

/** Nights from check-in to check-out (two YYYY-MM-DD dates). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return differenceInCalendarDays(parseISO(checkOut, IN_UTC), parseISO(checkIn, IN_UTC), IN_UTC);
}

/**
 * How far ahead a stay may start, and how long it may last: a monthly rental is booked months
 * ahead and may run a year or two; a date in the year 9999 is a typing slip, not a plan.
 */
export const MAX_DAYS_AHEAD = 730;
export const MAX_NIGHTS = 730;

/** A phone number as people write it: optional +, Latin or Arabic-Indic digits, spaces, dashes (the contact form's loose check). */
export const PHONE_PATTERN = /^\+?[0-9\u0660-\u0669\s-]{7,20}$/;

export { BOOKING_KINDS, type BookingKind, bookingKindFor } from './booking-kinds.ts';

/** An empty date field is no date (a form sends '', the API may omit the key). */
const optionalDate = z
  .union([z.literal(''), isoDate])
  .optional()
  .transform((date) => date || undefined);

export const MESSAGE_MAX = 2000;

/**
 * The booking and enquiry forms and `POST /api/bookings` (status is always stored as pending).
 * The spec's call (both dates) keeps working on every listing; a listing that is not a
 * short-term rental also takes a request without dates, or with a preferred day as `check_in`.
 * Whether a listing needs dates is known from the listing: `missingStayDates` says which.
 */
export const newBookingSchema = z
  .object({
    apartment_id: idSchema,
    name: z.string().trim().min(2, { message: 'required' }).max(120),
    email: z.email({ message: 'invalidEmail' }).max(254),
    /** Stored as E.164 (common/phone.ts), so the owner can call and WhatsApp it. */
    phone: phoneSchema,
    check_in: optionalDate,
    check_out: optionalDate,
    message: z
      .string()
      .trim()
      .max(MESSAGE_MAX, { message: 'bookingMessageTooLong' })
      .optional()
      .transform((message) => message || undefined),
    /** Sent by the spec's client; ignored, a new booking is always pending. */
    status: z.string().optional(),
  })
  .refine((b) => !b.check_in || b.check_in >= todayInBaghdad(), { message: 'checkInPast', path: ['check_in'] })
  .refine((b) => !b.check_in || b.check_in <= addDays(todayInBaghdad(), MAX_DAYS_AHEAD), {
    message: 'checkInTooFar',
    path: ['check_in'],
  })
  .refine((b) => !b.check_out || b.check_in, { message: 'required', path: ['check_in'] })
  .refine((b) => !b.check_out || !b.check_in || b.check_out > b.check_in, {
    message: 'checkOutAfterCheckIn',
    path: ['check_out'],
  })
  .refine((b) => !b.check_out || !b.check_in || nightsBetween(b.check_in, b.check_out) <= MAX_NIGHTS, {
    message: 'stayTooLong',
    path: ['check_out'],
  });
export type NewBooking = z.input<typeof newBookingSchema>;
export type NewBookingInput = z.output<typeof newBookingSchema>;

/** The dates a stay (kind 'booking') lacks, as field → message key; empty for a viewing request. */
export function missingStayDates(
  kind: BookingKind,
  input: { check_in?: string | undefined; check_out?: string | undefined },
): Partial<Record<'check_in' | 'check_out', 'required'>> {
  if (kind !== 'booking') return {};
  return {
    ...(input.check_in ? {} : { check_in: 'required' }),
    ...(input.check_out ? {} : { check_out: 'required' }),
  };
}

/** The booking form of a short-term rental: the same schema, with both dates required. */
export const newStayBookingSchema = newBookingSchema.superRefine((b, context) => {
  for (const [path, message] of Object.entries(missingStayDates('booking', b))) {
    context.addIssue({ code: 'custom', message, path: [path] });
  }
});

export const bookingSchema = z.object({
  id: z.number().int(),
  apartment_id: z.number().int(),
  /** The listing's title for tables ('Unknown' in the UI when null). */
  apartment_title_en: z.string().nullable(),
  apartment_title_ar: z.string().nullable(),
  apartment_title_ku: z.string().nullable(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  kind: z.enum(BOOKING_KINDS),
  message: z.string().nullable(),
  /** The listing owner's phone (E.164) and WhatsApp flag, once the owner confirmed; null before. */
  owner_phone: z.string().nullable(),
  owner_whatsapp: z.boolean().nullable(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: isoDateTime,
});
export type Booking = z.output<typeof bookingSchema>;
export const bookingListSchema = z.array(bookingSchema);
/** A booking as the JSON answers carry it (dates are ISO strings): what the web app holds. */
export type BookingJson = z.input<typeof bookingSchema>;

export const bookingStatusUpdateSchema = z.object({ status: z.enum(['confirmed', 'declined', 'cancelled']) });
export type BookingStatusUpdate = z.output<typeof bookingStatusUpdateSchema>;
/** What an owner or admin answers a request with. */
export type BookingDecision = Exclude<BookingStatusUpdate['status'], 'cancelled'>;

/**
 * `GET /api/bookings` query. Without `mine` the list follows the role (admin: all, owner: on
 * their listings, renter: their own); `mine=true` is the caller's own requests for every role.
 */
export const bookingListQuerySchema = z.object({
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  lang: z.string().optional(),
});
