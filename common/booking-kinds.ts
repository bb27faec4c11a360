// No imports: listing cards on the first page read this, and the booking schemas (zod, date-fns) stay out of that bundle.

/**
 * What a request on a listing is: a short-term rental is booked for nights (check-in, check-out);
 * a long-term rental, a sale or land is a request to view it (an enquiry, with a preferred day at most).
 */
export const BOOKING_KINDS = ['booking', 'viewing'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** The kind of request a listing takes: only a short-term rental is booked by the night. */
export function bookingKindFor(listing: { listing_type: string; rental_type?: string | null }): BookingKind {
  return listing.listing_type === 'rent' && listing.rental_type === 'short' ? 'booking' : 'viewing';
}
