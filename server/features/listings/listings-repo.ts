import { count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Apartment, SearchQuery, Stats } from '../../../common/apartments.ts';
import type { Db } from '../../db/client.ts';
import { apartments, bookings } from '../../db/schema.ts';
import type { Tx } from '../notifications/events.ts';
import { buildSearch, encodeCursor } from './search-query.ts';

type Executor = Db | Tx;

/** Every column but the generated search columns, which are an index's business, not the API's. */
const { searchText: _searchText, locationText: _locationText, ...apartmentColumns } = getTableColumns(apartments);

type ApartmentRow = { [K in keyof typeof apartmentColumns]: (typeof apartments.$inferSelect)[K] };

/** The database's check constraint keeps amenities within the spec's keys. */
function toApartment(row: ApartmentRow): Apartment {
  return row as Apartment;
}

export interface SearchPage {
  apartments: Apartment[];
  /** Set only when another page exists. */
  nextCursor: string | undefined;
}

/** The statement of one search page: limit + 1 rows tell whether a next page exists, never a count. */
export function selectSearchPage(db: Executor, query: SearchQuery, options: { includeUnavailable: boolean }) {
  const { where, orderBy, sortKey } = buildSearch(query, options);
  return db
    .select({ ...apartmentColumns, sortKey })
    .from(apartments)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit + 1);
}

export async function findApartments(
  db: Executor,
  query: SearchQuery,
  options: { includeUnavailable: boolean },
): Promise<SearchPage> {
  const rows = await selectSearchPage(db, query, options);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor(query.sort, last.sortKey, last.id) : undefined;
  return { apartments: page.map(({ sortKey: _key, ...row }) => toApartment(row)), nextCursor };
}

export async function findApartment(db: Executor, id: number): Promise<Apartment | undefined> {
  const [row] = await db.select(apartmentColumns).from(apartments).where(eq(apartments.id, id));
  return row && toApartment(row);
}

/** Reads a listing and locks it until the transaction ends, so concurrent edits see each other's result. */
export async function lockApartment(tx: Tx, id: number): Promise<Apartment | undefined> {
  const [row] = await tx.select(apartmentColumns).from(apartments).where(eq(apartments.id, id)).for('update');
  return row && toApartment(row);
}

export async function insertApartment(tx: Tx, values: typeof apartments.$inferInsert): Promise<Apartment> {
  const [row] = await tx.insert(apartments).values(values).returning(apartmentColumns);
  return toApartment(row!);
}

export async function updateApartment(
  tx: Tx,
  id: number,
  values: Partial<typeof apartments.$inferInsert>,
): Promise<Apartment> {
  const [row] = await tx.update(apartments).set(values).where(eq(apartments.id, id)).returning(apartmentColumns);
  return toApartment(row!);
}

/** Its bookings go with it (ON DELETE CASCADE); its notifications stay, unlinked (SET NULL). */
export async function deleteApartment(tx: Tx, id: number): Promise<void> {
  await tx.delete(apartments).where(eq(apartments.id, id));
}

/** All of an owner's listings, available or not, newest first. */
export async function findOwnApartments(db: Executor, ownerId: number): Promise<Apartment[]> {
  const rows = await db
    .select(apartmentColumns)
    .from(apartments)
    .where(eq(apartments.ownerId, ownerId))
    .orderBy(desc(apartments.createdAt), desc(apartments.id));
  return rows.map(toApartment);
}

function countWhere(condition: SQL) {
  return sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
}

/** Dashboard counts: everything, or only an owner's listings and the bookings on them. */
export async function countStats(db: Executor, ownerId: number | undefined): Promise<Stats> {
  const scope = ownerId === undefined ? undefined : eq(apartments.ownerId, ownerId);
  const [listings] = await db.select({ total: count() }).from(apartments).where(scope);
  const [booked] = await db
    .select({
      total: count(),
      pending: countWhere(eq(bookings.status, 'pending')),
      confirmed: countWhere(eq(bookings.status, 'confirmed')),
    })
    .from(bookings)
    .innerJoin(apartments, eq(apartments.id, bookings.apartment_id))
    .where(scope);
  return {
    totalApartments: listings?.total ?? 0,
    totalBookings: booked?.total ?? 0,
    pendingBookings: booked?.pending ?? 0,
    confirmedBookings: booked?.confirmed ?? 0,
  };
}
