import { z } from 'zod';
import { BOOKING_STATUSES } from './listings.ts';
import { idSchema, isoDateTime } from './schema-helpers.ts';

const isoDate = z.iso.date({ message: 'invalid' });

const BAGHDAD_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Baghdad',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date (YYYY-MM-DD) in Iraq, whatever the clock's zone: booking dates are Iraqi dates. */
export function todayInBaghdad(now: Date = new Date()): string {
  return BAGHDAD_DATE.format(now);
}

/** A phone number as people in Iraq write it: optional +, Latin or Arabic-Indic digits, spaces, dashes. */
export const PHONE_PATTERN = /^\+?[0-9\u0660-\u0669\s-]{7,20}$/;
const phoneSchema = z.string().trim().regex(PHONE_PATTERN, { message: 'invalidPhone' });

/** The booking form and `POST /api/bookings` (status is always stored as pending). */
export const newBookingSchema = z
  .object({
    apartment_id: idSchema,
    name: z.string().trim().min(2, { message: 'required' }).max(120),
    email: z.email({ message: 'invalidEmail' }).max(254),
    phone: phoneSchema,
    check_in: isoDate,
    check_out: isoDate,
    /** Sent by the spec's client; ignored, a new booking is always pending. */
    status: z.string().optional(),
  })
  .refine((b) => b.check_in >= todayInBaghdad(), { message: 'checkInPast', path: ['check_in'] })
  .refine((b) => b.check_out > b.check_in, { message: 'checkOutAfterCheckIn', path: ['check_out'] });
export type NewBooking = z.input<typeof newBookingSchema>;

export const bookingSchema = z.object({
  id: z.number().int(),
  apartment_id: z.number().int(),
  /** The listing's title for tables ('Unknown' in the UI when null). */
  apartment_title_en: z.string().nullable(),
  apartment_title_ar: z.string().nullable(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: isoDateTime,
});
export type Booking = z.output<typeof bookingSchema>;

export const bookingStatusUpdateSchema = z.object({ status: z.enum(['confirmed', 'declined', 'cancelled']) });
export type BookingStatusUpdate = z.output<typeof bookingStatusUpdateSchema>;

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
