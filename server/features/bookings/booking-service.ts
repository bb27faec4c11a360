import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Booking, BookingStatusUpdate, NewBooking } from '../../../common/bookings.ts';
import type { Db } from '../../db/client.ts';
import { apartments, bookings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { onBookingCreated, onBookingStatusChanged, type Tx } from '../notifications/events.ts';
import type { SessionUser } from '../sessions/session-store.ts';

/** The columns every booking answer carries: the row plus its listing's titles (null when gone). */
const BOOKING_COLUMNS = {
  id: bookings.id,
  apartment_id: bookings.apartment_id,
  apartment_title_en: apartments.title_en,
  apartment_title_ar: apartments.title_ar,
  userId: bookings.userId,
  name: bookings.name,
  email: bookings.email,
  phone: bookings.phone,
  check_in: bookings.check_in,
  check_out: bookings.check_out,
  status: bookings.status,
  createdAt: bookings.createdAt,
};

function selectBookings(db: Db | Tx) {
  return db.select(BOOKING_COLUMNS).from(bookings).leftJoin(apartments, eq(apartments.id, bookings.apartment_id));
}

async function findBooking(db: Db | Tx, id: number): Promise<Booking> {
  const [booking] = await selectBookings(db).where(eq(bookings.id, id));
  if (!booking) throw new AppError('NOT_FOUND');
  return booking;
}

/**
 * A booking request by the signed-in user on an available listing. The status is always
 * pending, whatever the client sent; the listing's row is share-locked so it cannot be deleted
 * or withdrawn between the check and the insert.
 */
export async function createBooking(db: Db, user: SessionUser, input: NewBooking): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [apartment] = await tx
      .select({ available: apartments.available })
      .from(apartments)
      .where(eq(apartments.id, input.apartment_id))
      .for('share');
    if (!apartment) {
      throw new AppError('NOT_FOUND', 'bookingApartmentNotFound', {
        fields: { apartment_id: 'bookingApartmentNotFound' },
      });
    }
    if (!apartment.available) {
      throw new AppError('BAD_REQUEST', 'bookingApartmentUnavailable', {
        fields: { apartment_id: 'bookingApartmentUnavailable' },
      });
    }
    const [row] = await tx
      .insert(bookings)
      .values({
        apartment_id: input.apartment_id,
        userId: user.id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        check_in: input.check_in,
        check_out: input.check_out,
        status: 'pending',
      })
      .returning({ id: bookings.id });
    await onBookingCreated(tx, row!.id);
    return findBooking(tx, row!.id);
  });
}

/**
 * The bookings the caller may see, newest first: an admin all, an owner those on their own
 * listings, a renter (or anyone asking for `mine`) their own requests.
 */
export async function listBookings(db: Db, user: SessionUser, { mine = false } = {}): Promise<Booking[]> {
  let scope: SQL | undefined;
  if (mine || user.role === 'renter') scope = eq(bookings.userId, user.id);
  else if (user.role === 'owner') scope = eq(apartments.ownerId, user.id);
  return selectBookings(db).where(scope).orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/**
 * The listing's owner or an admin confirms or declines a pending request; the booker may
 * cancel their own pending request. Anyone else is told the booking does not exist.
 */
export async function changeBookingStatus(
  db: Db,
  user: SessionUser,
  id: number,
  { status }: BookingStatusUpdate,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ status: bookings.status, userId: bookings.userId, ownerId: apartments.ownerId })
      .from(bookings)
      .leftJoin(apartments, eq(apartments.id, bookings.apartment_id))
      .where(eq(bookings.id, id))
      .for('update', { of: bookings });
    const canManage = booking !== undefined && (user.role === 'admin' || booking.ownerId === user.id);
    const isBooker = booking !== undefined && booking.userId === user.id;
    if (!booking || (!canManage && !isBooker)) throw new AppError('NOT_FOUND');
    if (status === 'cancelled' ? !isBooker : !canManage) throw new AppError('FORBIDDEN');
    if (booking.status !== 'pending') throw new AppError('CONFLICT', 'bookingNotPending');

    await tx
      .update(bookings)
      .set({ status })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')));
    if (status !== 'cancelled') await onBookingStatusChanged(tx, id);
    return findBooking(tx, id);
  });
}
