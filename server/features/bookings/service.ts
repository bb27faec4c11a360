import {
  type Booking,
  type BookingStatusUpdate,
  bookingKindFor,
  missingStayDates,
  type NewBookingInput,
} from '#common/bookings.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { enforceDailyQuota } from '#server/plugins/quotas.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { onBookingCreated, onBookingStatusChanged } from '../notifications/events.ts';
import {
  hasOpenBooking,
  answerPendingBooking,
  findBooking,
  findBookings,
  insertBooking,
  lockBooking,
  lockListingForBooking,
} from './repo.ts';

async function readBooking(db: Db | Tx, id: number): Promise<Booking> {
  const booking = await findBooking(db, id);
  if (!booking) throw new AppError('NOT_FOUND');
  return booking;
}

/**
 * A booking (short-term rental: both dates required) or viewing request (any other listing:
 * dates optional, unless the spec's client sends both) by the signed-in user on an available
 * listing that is not their own. The status is always pending, whatever the client sent; the
 * listing's row is share-locked so it cannot be deleted or withdrawn between the check and the
 * insert.
 */
export async function createBooking(db: Db, user: SessionUser, input: NewBookingInput): Promise<Booking> {
  return db.transaction(async (tx) => {
    const listing = await lockListingForBooking(tx, input.apartment_id);
    if (!listing) {
      throw new AppError('NOT_FOUND', 'bookingApartmentNotFound', {
        fields: { apartment_id: 'bookingApartmentNotFound' },
      });
    }
    if (!listing.available) {
      throw new AppError('BAD_REQUEST', 'bookingApartmentUnavailable', {
        fields: { apartment_id: 'bookingApartmentUnavailable' },
      });
    }
    if (listing.ownerId === user.id) throw new AppError('FORBIDDEN', 'bookingOwnListing');
    const listingKind = bookingKindFor(listing);
    const missing = missingStayDates(listingKind, input);
    if (Object.keys(missing).length > 0) throw new AppError('VALIDATION', undefined, { fields: missing });
    // The spec's client books every listing with both dates: that stays a booking of those nights.
    const kind = input.check_out ? 'booking' : listingKind;
    // Counted in the transaction: a refused request costs nothing, and the counter's row lock
    // makes one user's bookings take turns, so the duplicate check below cannot race.
    await enforceDailyQuota(tx, 'bookings', user.id);
    const stay = kind === 'booking' ? { checkIn: input.check_in ?? '', checkOut: input.check_out ?? '' } : null;
    if (await hasOpenBooking(tx, user.id, input.apartment_id, stay)) {
      throw new AppError('CONFLICT', stay ? 'duplicateBooking' : 'duplicateViewing');
    }
    const id = await insertBooking(tx, {
      apartment_id: input.apartment_id,
      userId: user.id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      check_in: input.check_in ?? null,
      check_out: input.check_out ?? null,
      kind,
      message: input.message ?? null,
      status: 'pending',
    });
    await onBookingCreated(tx, id);
    return readBooking(tx, id);
  });
}

/**
 * The bookings the caller may see, newest first: an admin all, an owner those on their own
 * listings, a renter (or anyone asking for `mine`) their own requests.
 */
export function listBookings(db: Db, user: SessionUser, { mine = false } = {}): Promise<Booking[]> {
  if (mine || user.role === 'renter') return findBookings(db, { userId: user.id });
  return findBookings(db, user.role === 'owner' ? { ownerId: user.id } : undefined);
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
    const booking = await lockBooking(tx, id);
    const canManage = booking !== undefined && (user.role === 'admin' || booking.ownerId === user.id);
    const isBooker = booking !== undefined && booking.userId === user.id;
    if (!booking || (!canManage && !isBooker)) throw new AppError('NOT_FOUND');
    if (status === 'cancelled' ? !isBooker : !canManage) throw new AppError('FORBIDDEN');
    if (booking.status !== 'pending') throw new AppError('CONFLICT', 'bookingNotPending');

    await answerPendingBooking(tx, id, status);
    if (status !== 'cancelled') await onBookingStatusChanged(tx, id);
    return readBooking(tx, id);
  });
}
