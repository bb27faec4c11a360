import type { z } from 'zod';
import { applyListingTypeRules } from '#common/listings.ts';
import type {
  detailsUpdateSchema,
  Listing,
  ListingDetail,
  newListingSchema,
  SearchQuery,
  Stats,
} from '#common/listing-schemas.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { onListingCreated, onListingUpdated, onPriceChanged } from '../notifications/events.ts';
import { assertCanManage } from '../auth/guards.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { canSeeListing } from './public-listings.ts';
import {
  countStats,
  deleteListing,
  findListingDetail,
  findListings,
  findOwnListings,
  insertListing,
  lockListing,
  type SearchPage,
  updateListing,
} from './repo.ts';

/**
 * Public lists show available listings only; `available=all` shows the rest to an admin, and to
 * an owner who asks for their own listings (DESIGN.md section 7).
 */
function canIncludeUnavailable(user: SessionUser | null, query: SearchQuery): boolean {
  if (query.available !== 'all') return false;
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.role === 'admin' || (user.role === 'owner' && query.ownerId === user.id)) return true;
  throw new AppError('FORBIDDEN');
}

export function searchListings(db: Db, user: SessionUser | null, query: SearchQuery): Promise<SearchPage> {
  return findListings(db, query, { includeUnavailable: canIncludeUnavailable(user, query) });
}

/** A listing hidden by moderation is missing for everyone but its owner and admins. */
export async function getListing(db: Db, user: SessionUser | null, id: number): Promise<ListingDetail> {
  const listing = await findListingDetail(db, id);
  if (!listing || !canSeeListing(listing, user)) throw new AppError('NOT_FOUND');
  return listing;
}

/**
 * The owner is the signed-in user, whatever the body says; the listing type decides the rental
 * and payment types (only a rent has one, only a sale may be on credit).
 */
export function createListing(db: Db, user: SessionUser, input: z.output<typeof newListingSchema>) {
  return db.transaction(async (tx) => {
    const listing = await insertListing(tx, {
      ...applyListingTypeRules(input),
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      ownerId: user.id,
    });
    await onListingCreated(tx, listing.id);
    return listing;
  });
}

/** Runs a change on a locked listing that the user may manage: 404 when missing, 403 when not theirs. */
function changeListing<T>(
  db: Db,
  user: SessionUser,
  id: number,
  change: (tx: Tx, current: Listing) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const current = await lockListing(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    assertCanManage(user, current.ownerId);
    return change(tx, current);
  });
}

export function changePrice(db: Db, user: SessionUser, id: number, price: number): Promise<Listing> {
  return changeListing(db, user, id, async (tx, current) => {
    if (current.price === price) return current;
    const updated = await updateListing(tx, id, { price });
    await onPriceChanged(tx, id, current.price, price);
    return updated;
  });
}

export function changeAvailability(db: Db, user: SessionUser, id: number, available: boolean): Promise<Listing> {
  return changeListing(db, user, id, async (tx, current) => {
    if (current.available === available) return current;
    const updated = await updateListing(tx, id, { available });
    await onListingUpdated(tx, id, 'availability');
    return updated;
  });
}

/** The listing after the change, and the photos it no longer shows (their files may go: discardUnusedPhotos). */
export function changePhotos(
  db: Db,
  user: SessionUser,
  id: number,
  photos: string[],
): Promise<{ listing: Listing; dropped: string[] }> {
  return changeListing(db, user, id, async (tx, current) => ({
    listing: await updateListing(tx, id, { images: photos }),
    dropped: current.images.filter((photo) => !photos.includes(photo)),
  }));
}

export function changeDetails(
  db: Db,
  user: SessionUser,
  id: number,
  details: z.output<typeof detailsUpdateSchema>,
): Promise<Listing> {
  return changeListing(db, user, id, async (tx, current) => {
    const isChanged = (Object.keys(details) as (keyof typeof details)[]).some(
      (key) => details[key] !== undefined && details[key] !== current[key],
    );
    if (!isChanged) return current;
    const updated = await updateListing(tx, id, details);
    await onListingUpdated(tx, id, 'details');
    return updated;
  });
}

/** Resolves to the photos the listing showed (their files may go: discardUnusedPhotos). */
export function removeListing(db: Db, user: SessionUser, id: number): Promise<string[]> {
  return changeListing(db, user, id, async (tx, current) => {
    await deleteListing(tx, id);
    return current.images;
  });
}

export function listOwnListings(db: Db, user: SessionUser): Promise<Listing[]> {
  return findOwnListings(db, user.id);
}

/** An admin counts everything; an owner their own listings and the bookings on them. */
export function getStats(db: Db, user: SessionUser): Promise<Stats> {
  return countStats(db, user.role === 'admin' ? undefined : user.id);
}
