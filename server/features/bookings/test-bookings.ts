import { addDays, todayInBaghdad } from '../../../common/bookings.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';

/** One pending booking inserted straight into the database, for a week from three days ahead unless `fields` say otherwise; returns the row. */
export async function insertBooking(
  db: Db,
  apartmentId: number,
  userId: number,
  fields: Partial<typeof bookings.$inferInsert> = {},
) {
  const today = todayInBaghdad();
  const [row] = await db
    .insert(bookings)
    .values({
      apartment_id: apartmentId,
      userId,
      name: 'Zainab Ali',
      email: 'zainab@example.iq',
      phone: '+964 770 123 4567',
      check_in: addDays(today, 3),
      check_out: addDays(today, 10),
      ...fields,
    })
    .returning();
  return row!;
}
