import type { z } from 'zod';
import type {
  Apartment,
  detailsUpdateSchema,
  newApartmentSchema,
  SearchQuery,
  Stats,
} from '../../../common/apartments.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { onListingCreated, onListingUpdated, onPriceChanged, type Tx } from '../notifications/events.ts';
import { assertCanManage } from '../sessions/guards.ts';
import type { SessionUser } from '../sessions/session-store.ts';
import {
  countStats,
  deleteApartment,
  findApartment,
  findApartments,
  findOwnApartments,
  insertApartment,
  lockApartment,
  type SearchPage,
  updateApartment,
} from './listings-repo.ts';

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

export function searchApartments(db: Db, user: SessionUser | null, query: SearchQuery): Promise<SearchPage> {
  return findApartments(db, query, { includeUnavailable: canIncludeUnavailable(user, query) });
}

export async function getApartment(db: Db, id: number): Promise<Apartment> {
  const apartment = await findApartment(db, id);
  if (!apartment) throw new AppError('NOT_FOUND');
  return apartment;
}

/** The owner is the signed-in user, whatever the body says; only rent listings have a rental type. */
export function createApartment(db: Db, user: SessionUser, input: z.output<typeof newApartmentSchema>) {
  return db.transaction(async (tx) => {
    const apartment = await insertApartment(tx, {
      ...input,
      rental_type: input.listing_type === 'rent' ? (input.rental_type ?? 'long') : null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      ownerId: user.id,
    });
    await onListingCreated(tx, apartment.id);
    return apartment;
  });
}

/** Runs a change on a locked listing that the user may manage: 404 when missing, 403 when not theirs. */
function changeApartment<T>(
  db: Db,
  user: SessionUser,
  id: number,
  change: (tx: Tx, current: Apartment) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const current = await lockApartment(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    assertCanManage(user, current.ownerId);
    return change(tx, current);
  });
}

export function changePrice(db: Db, user: SessionUser, id: number, price: number): Promise<Apartment> {
  return changeApartment(db, user, id, async (tx, current) => {
    if (current.price === price) return current;
    const updated = await updateApartment(tx, id, { price });
    await onPriceChanged(tx, id, current.price, price);
    return updated;
  });
}

export function changeAvailability(db: Db, user: SessionUser, id: number, available: boolean): Promise<Apartment> {
  return changeApartment(db, user, id, async (tx, current) => {
    if (current.available === available) return current;
    const updated = await updateApartment(tx, id, { available });
    await onListingUpdated(tx, id, 'availability');
    return updated;
  });
}

export function changePhotos(db: Db, user: SessionUser, id: number, photos: string[]): Promise<Apartment> {
  return changeApartment(db, user, id, (tx) => updateApartment(tx, id, { images: photos }));
}

export function changeDetails(
  db: Db,
  user: SessionUser,
  id: number,
  details: z.output<typeof detailsUpdateSchema>,
): Promise<Apartment> {
  return changeApartment(db, user, id, async (tx, current) => {
    const isChanged = (Object.keys(details) as (keyof typeof details)[]).some((key) => details[key] !== current[key]);
    if (!isChanged) return current;
    const updated = await updateApartment(tx, id, details);
    await onListingUpdated(tx, id, 'details');
    return updated;
  });
}

export function removeApartment(db: Db, user: SessionUser, id: number): Promise<void> {
  return changeApartment(db, user, id, (tx) => deleteApartment(tx, id));
}

export function listOwnApartments(db: Db, user: SessionUser): Promise<Apartment[]> {
  return findOwnApartments(db, user.id);
}

/** An admin counts everything; an owner their own listings and the bookings on them. */
export function getStats(db: Db, user: SessionUser): Promise<Stats> {
  return countStats(db, user.role === 'admin' ? undefined : user.id);
}
