import { and, arrayContains, asc, between, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { SearchQuery } from '#common/listing-schemas.ts';
import { type Amenity, idOfReference, type PropertyType, SORTS } from '#common/listings.ts';
import type { BoundingBox } from '#common/bbox.ts';
import { normaliseSearchText } from '#common/arabic.ts';
import { cityNeedles, findCity } from '#common/cities.ts';
import { isAtLeast, type RoomFilter } from '#common/listing-filters.ts';
import { listings } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { isPubliclyListed } from './public-listings.ts';

type Sort = SearchQuery['sort'];

/** `%`, `_` and `\` typed by a user are literal characters, not LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for `column contains text`; `text` is normalised as the generated columns are. */
function containsPattern(normalised: string): string {
  return `%${escapeLike(normalised)}%`;
}

/** A substring test on one of the generated, normalised columns (trigram-indexed). */
function containsText(column: AnyPgColumn, normalised: string): SQL {
  return sql`${column} like ${containsPattern(normalised)}`;
}

/** A filter's value: the search's parameter, or a saved search's column (notifications/preference-matching.ts). */
type Value<T> = T | SQL;

/**
 * What the richer filters (issue 20) mean, over the listings table or an alias of it: the search
 * applies them to its parameters and saved searches to their columns, so both find the same listings.
 */
export function filterRules(t: typeof listings) {
  return {
    propertyType: (type: Value<PropertyType>) => eq(t.property_type, type),
    minArea: (area: Value<number>) => gte(t.area, area),
    maxArea: (area: Value<number>) => lte(t.area, area),
    /** Listings that have all of them; `furnished` is one of the amenities. */
    amenities: (required: Value<Amenity[]>) => arrayContains(t.amenities, required),
    /** The text search: `pattern` is a containsPattern of the normalised text. */
    text: (pattern: Value<string>) => sql`${t.searchText} like ${pattern}`,
    bbox: (box: { [Side in keyof BoundingBox]: Value<number> }) =>
      and(between(t.latitude, box.minLat, box.maxLat), between(t.longitude, box.minLng, box.maxLng))!,
  };
}

/** The amenities a search asks for: its list and `furnished`. */
function requiredAmenities(query: Pick<SearchQuery, 'amenities' | 'furnished'>): Amenity[] {
  return [...new Set([...(query.amenities ?? []), ...(query.furnished ? (['furnished'] as const) : [])])];
}

const rules = filterRules(listings);

function roomCondition(room: RoomFilter, column: AnyPgColumn, count: number, isExact = false) {
  return isAtLeast(room, count, isExact) ? gte(column, count) : eq(column, count);
}

/** The WHERE conditions of a search (the spec's section 5 rules, DESIGN.md section 7). */
function buildSearchConditions(query: SearchQuery, { includeUnavailable }: { includeUnavailable: boolean }) {
  const conditions: SQL[] = [];
  if (!includeUnavailable) conditions.push(isPubliclyListed());
  if (query.listingType) conditions.push(eq(listings.listing_type, query.listingType));
  if (query.rentalType) conditions.push(eq(listings.rental_type, query.rentalType));
  const city = query.city && query.city !== 'all' ? findCity(query.city) : undefined;
  if (city) {
    conditions.push(or(...cityNeedles(city).map((name) => containsText(listings.locationText, name)))!);
  }
  if (query.q) {
    // A reference (what the card, the detail page and WhatsApp texts show) finds its listing.
    const referenced = idOfReference(query.q);
    conditions.push(
      referenced === undefined
        ? rules.text(containsPattern(normaliseSearchText(query.q)))
        : eq(listings.id, referenced),
    );
  }
  if (query.bedrooms !== undefined) {
    conditions.push(roomCondition('bedrooms', listings.bedrooms, query.bedrooms, query.bedroomsExact));
  }
  if (query.bathrooms !== undefined) {
    conditions.push(roomCondition('bathrooms', listings.bathrooms, query.bathrooms, query.bathroomsExact));
  }
  if (query.minPrice !== undefined) conditions.push(gte(listings.price, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(listings.price, query.maxPrice));
  if (query.ownerId !== undefined) conditions.push(eq(listings.ownerId, query.ownerId));
  if (query.propertyType) conditions.push(rules.propertyType(query.propertyType));
  if (query.minArea !== undefined) conditions.push(rules.minArea(query.minArea));
  if (query.maxArea !== undefined) conditions.push(rules.maxArea(query.maxArea));
  if (query.bbox) conditions.push(rules.bbox(query.bbox));
  const amenities = requiredAmenities(query);
  if (amenities.length > 0) conditions.push(rules.amenities(amenities));
  return conditions;
}

/**
 * Keyset pagination (DESIGN.md section 5: never OFFSET). Each sort orders by its key, then id,
 * so ties are stable; the cursor holds the last row's key and id. Creation times keep their
 * microseconds (a JavaScript Date would round them and skip or repeat rows).
 */
interface SortPlan {
  /** The sort key as text, selected with each row to build the next cursor. */
  key: SQL<string>;
  keyPattern: RegExp;
  orderBy: SQL[];
  after(key: string, id: number): SQL;
}

const CREATED_AT_TEXT = sql<string>`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const SORT_PLANS: Record<Sort, SortPlan> = {
  newest: {
    key: CREATED_AT_TEXT,
    keyPattern: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/,
    orderBy: [desc(listings.createdAt), desc(listings.id)],
    after: (key, id) => sql`(${listings.createdAt}, ${listings.id}) < (${key}::timestamptz, ${id})`,
  },
  price_asc: {
    key: sql<string>`${listings.price}::text`,
    keyPattern: /^\d{1,15}$/,
    orderBy: [asc(listings.price), asc(listings.id)],
    after: (key, id) => sql`(${listings.price}, ${listings.id}) > (${key}::bigint, ${id})`,
  },
  price_desc: {
    key: sql<string>`${listings.price}::text`,
    keyPattern: /^\d{1,15}$/,
    orderBy: [desc(listings.price), desc(listings.id)],
    after: (key, id) => sql`(${listings.price}, ${listings.id}) < (${key}::bigint, ${id})`,
  },
  area_desc: {
    key: sql<string>`${listings.area}::text`,
    keyPattern: /^\d{1,9}$/,
    orderBy: [desc(listings.area), desc(listings.id)],
    after: (key, id) => sql`(${listings.area}, ${listings.id}) < (${key}::integer, ${id})`,
  },
};

const cursorSchema = z.object({
  sort: z.enum(SORTS),
  key: z.string().max(40),
  id: z.number().int().positive().max(2_147_483_647),
});

export function encodeCursor(sort: Sort, key: string, id: number): string {
  return Buffer.from(JSON.stringify({ sort, key, id })).toString('base64url');
}

/** A cursor from another sort, or one that was tampered with, is a 400 naming `cursor`. */
export function decodeCursor(cursor: string, sort: Sort): { key: string; id: number } {
  const invalid = new AppError('VALIDATION', 'invalid', { fields: { cursor: 'invalid' } });
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.sort !== sort || !SORT_PLANS[sort].keyPattern.test(parsed.data.key)) throw invalid;
  return { key: parsed.data.key, id: parsed.data.id };
}

/** WHERE, ORDER BY and the cursor key of one page of a search; `matching` is the WHERE without the cursor (the count's). */
export function buildSearch(query: SearchQuery, options: { includeUnavailable: boolean }) {
  const plan = SORT_PLANS[query.sort];
  const conditions = buildSearchConditions(query, options);
  const matching = and(...conditions);
  if (query.cursor) {
    const { key, id } = decodeCursor(query.cursor, query.sort);
    conditions.push(plan.after(key, id));
  }
  return { where: and(...conditions), matching, orderBy: plan.orderBy, sortKey: plan.key };
}
