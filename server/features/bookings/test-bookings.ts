import { addDays, todayInBaghdad } from '#common/bookings.ts';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema.ts';

/** A valid booking request (a POST body) on the listing: a week from three days ahead. */
export function validBooking(apartmentId: number) {
  const today = todayInBaghdad();
  return {
    apartment_id: apartmentId,
    name: 'Zainab Ali',
    email: 'zainab@example.iq',
    phone: '+964 770 123 4567',
    check_in: addDays(today, 3),
    check_out: addDays(today, 10),
  };
}

/** One pending booking inserted straight into the database (validBooking unless `fields` say otherwise); returns the row. */
export async function insertBooking(
  db: Db,
  apartmentId: number,
  userId: number,
  fields: Partial<typeof bookings.$inferInsert> = {},
) {
  const [row] = await db
    .insert(bookings)
    .values({ ...validBooking(apartmentId), kind: 'booking', userId, ...fields })
    .returning();
  return row!;
}
