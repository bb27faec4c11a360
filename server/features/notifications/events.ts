import type { Db } from '../../db/client.ts';

/**
 * The seam between the features that change listings and bookings and the notifications they
 * cause. Each call runs inside the caller's transaction (`tx`), so a rolled-back change creates
 * no notification; each is one INSERT … SELECT, never a loop over users in JavaScript.
 * The notifications feature implements them (issue 5).
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A new available listing: `new_listing` for users whose enabled preference matches it. */
export async function onListingCreated(_tx: Tx | Db, _apartmentId: number): Promise<void> {}

/** A price change: `price_drop` (matching preferences and bookers) or `price_change` (bookers). */
export async function onPriceChanged(
  _tx: Tx | Db,
  _apartmentId: number,
  _oldPrice: number,
  _newPrice: number,
): Promise<void> {}

/** Availability or details changed: `property_update` for users with a pending or confirmed booking. */
export async function onListingUpdated(
  _tx: Tx | Db,
  _apartmentId: number,
  _change: 'availability' | 'details',
): Promise<void> {}

/** A new booking request: `other` to the listing's owner. */
export async function onBookingCreated(_tx: Tx | Db, _bookingId: number): Promise<void> {}

/** A booking confirmed or declined: `other` to the booker. */
export async function onBookingStatusChanged(_tx: Tx | Db, _bookingId: number): Promise<void> {}
