import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { applyListingTypeRules, validateListing } from '#common/listings.ts';
import {
  type Listing,
  type ListingDetail,
  type ListingEdit,
  listingEditSchema,
  type newListingSchema,
  type SearchQuery,
  type Stats,
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
  findOwnListings,
  insertListing,
  lockListing,
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

/** What a search may show its reader: its page's statement and the listings read for it go by it. */
export function searchOptions(user: SessionUser | null, query: SearchQuery): { includeUnavailable: boolean } {
  return { includeUnavailable: canIncludeUnavailable(user, query) };
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
  assertValidListing(input);
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

/** A listing's fields that an edit may change (the add form's). */
const EDITABLE = Object.keys(listingEditSchema.shape) as (keyof ListingEdit)[];

/** The rules across fields, on the listing as it would be stored: a fault is a 400 naming its field. */
function assertValidListing(listing: Parameters<typeof validateListing>[0]): void {
  const issues = validateListing(listing);
  if (Object.keys(issues).length > 0)
    throw new AppError('VALIDATION', undefined, { fields: issues as Record<string, string> });
}

/** Who follows the listing hears what changed: the price (a drop reaches favourites and saved searches), availability, the rest. */
async function announceChanges(tx: Tx, before: Listing, changes: Partial<Listing>): Promise<void> {
  const { price, available, images: _photos, ...details } = changes;
  if (price !== undefined) await onPriceChanged(tx, before.id, before.price, price);
  if (available !== undefined) await onListingUpdated(tx, before.id, 'availability');
  if (Object.keys(details).length > 0) await onListingUpdated(tx, before.id, 'details');
}

/**
 * An edit of any of the listing's fields by its owner or an admin (the full edit and the
 * management table's edits of one part): the fields given change, the others stay; the rules
 * across fields run on the listing as it will be. Resolves to the listing and the photos it no
 * longer shows (their files may go: discardUnusedPhotos).
 */
export function editListing(
  db: Db,
  user: SessionUser,
  id: number,
  edit: ListingEdit,
): Promise<{ listing: Listing; dropped: string[] }> {
  return changeListing(db, user, id, async (tx, current) => {
    const next = applyListingTypeRules({ ...current, ...edit });
    assertValidListing(next);
    const changes = Object.fromEntries(
      EDITABLE.filter((name) => !isDeepStrictEqual(next[name] ?? null, current[name] ?? null)).map((name) => [
        name,
        next[name],
      ]),
    ) as Partial<Listing>;
    if (Object.keys(changes).length === 0) return { listing: current, dropped: [] };
    const listing = await updateListing(tx, id, changes);
    await announceChanges(tx, current, changes);
    return { listing, dropped: current.images.filter((photo) => !listing.images.includes(photo)) };
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
