import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Booking, BookingStatus } from '#common/bookings.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { bookings, listings, users } from '#server/db/schema.ts';

type Executor = Db | Tx;

/** The columns every booking answer carries: the row plus its listing's titles (null when gone). */
const BOOKING_COLUMNS = {
  id: bookings.id,
  apartment_id: bookings.apartment_id,
  apartment_title_en: listings.title_en,
  apartment_title_ar: listings.title_ar,
  apartment_title_ku: listings.title_ku,
  userId: bookings.userId,
  name: bookings.name,
  email: bookings.email,
  phone: bookings.phone,
  check_in: bookings.check_in,
  check_out: bookings.check_out,
  kind: bookings.kind,
  message: bookings.message,
  // The owner's number reaches the seeker once the owner said yes (issue 19).
  owner_phone: sql<string | null>`case when ${bookings.status} = 'confirmed' then ${users.phone} end`,
  owner_whatsapp: sql<
    boolean | null
  >`case when ${bookings.status} = 'confirmed' and ${users.phone} is not null then ${users.whatsapp} end`,
  status: bookings.status,
  createdAt: bookings.createdAt,
};

function selectBookings(db: Executor) {
  return db
    .select(BOOKING_COLUMNS)
    .from(bookings)
    .leftJoin(listings, eq(listings.id, bookings.apartment_id))
    .leftJoin(users, eq(users.id, listings.ownerId));
}

export async function findBooking(db: Executor, id: number): Promise<Booking | undefined> {
  const [booking] = await selectBookings(db).where(eq(bookings.id, id));
  return booking;
}

/** Bookings within `scope` (all when undefined), newest first. */
export function findBookings(
  db: Executor,
  scope: { userId: number } | { ownerId: number } | undefined,
): Promise<Booking[]> {
  let where: SQL | undefined;
  if (scope && 'userId' in scope) where = eq(bookings.userId, scope.userId);
  else if (scope) where = eq(listings.ownerId, scope.ownerId);
  return selectBookings(db).where(where).orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** What a request depends on (availability, owner, type), share-locked so the listing cannot be deleted or withdrawn until the transaction ends. */
export async function lockListingForBooking(tx: Tx, listingId: number) {
  const [listing] = await tx
    .select({
      available: listings.available,
      ownerId: listings.ownerId,
      listing_type: listings.listing_type,
      rental_type: listings.rental_type,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('share');
  return listing;
}

export async function insertBooking(tx: Tx, values: typeof bookings.$inferInsert): Promise<number> {
  const [row] = await tx.insert(bookings).values(values).returning({ id: bookings.id });
  return row!.id;
}

/** Who may act on a booking (its booker and its listing's owner) and its status, locked until the transaction ends. */
export async function lockBooking(tx: Tx, id: number) {
  const [booking] = await tx
    .select({ status: bookings.status, userId: bookings.userId, ownerId: listings.ownerId })
    .from(bookings)
    .leftJoin(listings, eq(listings.id, bookings.apartment_id))
    .where(eq(bookings.id, id))
    .for('update', { of: bookings });
  return booking;
}

/** Moves a pending booking to `status`; a booking no longer pending is left as it is. */
export async function answerPendingBooking(tx: Tx, id: number, status: BookingStatus): Promise<void> {
  await tx
    .update(bookings)
    .set({ status })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')));
}

/**
 * The user's open (pending or confirmed) request for the listing that a new one would repeat:
 * a booking of the same nights (`stay`), or any viewing request (`stay` null).
 */
export async function hasOpenBooking(
  tx: Tx,
  userId: number,
  listingId: number,
  stay: { checkIn: string; checkOut: string } | null,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.apartment_id, listingId),
        stay
          ? and(eq(bookings.check_in, stay.checkIn), eq(bookings.check_out, stay.checkOut))
          : eq(bookings.kind, 'viewing'),
        inArray(bookings.status, ['pending', 'confirmed']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
