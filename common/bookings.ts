import { z } from 'zod';
import { BOOKING_STATUSES } from './listings.ts';
import { isoDateTime } from './schema-helpers.ts';

const isoDate = z.iso.date({ message: 'invalid' });

/** The booking form and `POST /api/bookings` (status is always stored as pending). */
export const newBookingSchema = z
  .object({
    apartment_id: z.number().int().positive(),
    name: z.string().trim().min(2, { message: 'required' }).max(120),
    email: z.email({ message: 'invalidEmail' }).max(254),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9\u0660-\u0669\s-]{7,20}$/, { message: 'invalidPhone' }),
    check_in: isoDate,
    check_out: isoDate,
    status: z.string().optional(),
  })
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
