import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Listing } from '#common/listing-schemas.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import { favourites, listings } from '#server/db/schema.ts';

const { searchText: _searchText, city: _city, ...listingColumns } = getTableColumns(listings);

/** Keeps a listing in the user's favourites; false when there is no such listing. Again is a no-op. */
export async function insertFavourite(db: Db, userId: number, apartmentId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`
    insert into favourites (user_id, apartment_id)
    select ${userId}, a.id from apartments a where a.id = ${apartmentId}
    on conflict do nothing
    returning apartment_id`,
  );
  if (rows.length > 0) return true;
  const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, apartmentId));
  return listing !== undefined;
}

/** Forgets a favourite; forgetting one that is not kept changes nothing. */
export async function deleteFavourite(db: Db, userId: number, apartmentId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.apartmentId, apartmentId)));
}

/** The user's favourite listings, last kept first, available or not (a withdrawn one shows as such). */
export async function findFavouriteListings(db: Db, userId: number): Promise<Listing[]> {
  const rows = await db
    .select(listingColumns)
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.apartmentId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.apartmentId));
  // A moderator's note on a hidden listing is for its owner, not for whoever kept it.
  return rows.map((row) => ({ ...row, hiddenReason: null })) as Listing[];
}
