import {
  and,
  arrayContains,
  asc,
  between,
  desc,
  eq,
  gte,
  isNull,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { MAX_AREA, MAX_PRICE, type SearchQuery } from '#common/listing-schemas.ts';
import { type Amenity, amenityMask, idOfReference, type PropertyType, SORTS } from '#common/listings.ts';
import type { BoundingBox } from '#common/bbox.ts';
import { normaliseSearchText } from '#common/arabic.ts';
import { findCity, placesIn } from '#common/cities.ts';
import { isAtLeast, isOfferedPrice, type RoomFilter } from '#common/listing-filters.ts';
import { LATITUDE_STRIPS_PER_DEGREE, latitudeStrip, listings } from '#server/db/schema.ts';
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

/**
 * A filter's value: the search's parameter, a placeholder for it (a statement prepared once per
 * shape, repo.ts), or a saved search's column (notifications/preference-matching.ts).
 */
type Value<T> = T | SQL | Placeholder;

/**
 * What the richer filters (issue 20) mean, over the listings table or an alias of it: the search
 * applies them to its parameters and saved searches to their columns, so both find the same listings.
 */
export function filterRules(t: typeof listings) {
  return {
    /** In one of the places (common/cities.ts placesIn: a city and its districts). */
    inPlaces: (...places: Value<string>[]) => sql`${t.city} in ${places}`,
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

/**
 * Has every amenity of `mask` (common/listings.ts amenityMask). Written on the listings' column, it
 * reads the amenity tallies' too, which are named as the listings' are (repo.ts TALLIES_AS_LISTINGS).
 */
function hasAllAmenityBits(mask: Value<number>): SQL {
  return sql`(${listings.amenity_bits} & ${mask}) = ${mask}`;
}

/** The amenities a search asks for: its list and `furnished`. */
function requiredAmenities(query: Pick<SearchQuery, 'amenities' | 'furnished'>): Amenity[] {
  return [...new Set([...(query.amenities ?? []), ...(query.furnished ? (['furnished'] as const) : [])])];
}

const rules = filterRules(listings);

/**
 * One WHERE condition of a search, apart from its values. Two searches whose filters have the same
 * names write the same statement text, so repo.ts compiles it once and runs it with each one's values.
 */
interface Filter {
  /** Names the text `condition` writes: the filter, and which of its forms when it has several. */
  name: string;
  values: unknown[];
  condition(...values: unknown[]): SQL;
  /**
   * A condition written for one statement only: 'count', said to the count to read it on an index
   * entry; 'listings', said to the count of the listings only, not to the listing sample's (whose
   * own index serves it without); 'page', the same condition as the page's index and the planner's
   * statistics know it.
   */
  only?: 'count' | 'listings' | 'page';
}

/**
 * What each statement of a search leaves out of its filters: the page what is said to a count, a
 * count what is said to the page, and the listing sample's count also what is said to the
 * listings' count only.
 */
const LEFT_OUT_OF: Record<'page' | 'count' | 'sample', Filter['only'][]> = {
  page: ['count', 'listings'],
  count: ['page'],
  sample: ['page', 'listings'],
};

const isSaidTo = (statement: keyof typeof LEFT_OUT_OF, f: Pick<Filter, 'only'>) =>
  !LEFT_OUT_OF[statement].includes(f.only);

function filter<V extends unknown[]>(
  name: string,
  values: [...V],
  condition: (...values: { [K in keyof V]: Value<V[K]> }) => SQL,
  only?: Filter['only'],
): Filter {
  return { name, values, condition: condition as Filter['condition'], only };
}

const TEXT_FILTERS = ['text', 'textWords', 'textOnListing'];

/** Words of fewer letters than this are not asked of the trigram index (textFilters). */
const INDEXED_WORD_LETTERS = 3;

/**
 * A text search's filters. The trigram index finds a text by all of its trigrams, and a word of one
 * or two letters ("in", "في", the 4 of "4-bedroom") pads into trigrams that most listings hold, each
 * read entry by entry: "4-bedroom duplex in karrada" spent 56-70 ms of a 1M market's statement in
 * the index, 33 ms without its short words (bench/findings.md, thirty-seventh round). A text with
 * such a word asks the index for its longer words (one filter, a placeholder each) and checks the
 * whole text on each listing they find, written so that no index answers it (`|| ''`); any other
 * text (or one of short words only) is one filter.
 */
function textFilters(normalised: string): Filter[] {
  const whole = containsPattern(normalised);
  const words = normalised.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  const indexed = words.filter((word) => [...word].length >= INDEXED_WORD_LETTERS);
  if (indexed.length === 0 || indexed.length === words.length) return [filter('text', [whole], rules.text)];
  return [
    filter('textWords', indexed.map(containsPattern), (...patterns) => and(...patterns.map(rules.text))!),
    filter('textOnListing', [whole], (pattern) => sql`(${listings.searchText} || '') like ${pattern}`),
  ];
}

function roomFilter(room: RoomFilter, column: AnyPgColumn, count: number, isExact = false): Filter {
  return isAtLeast(room, count, isExact)
    ? filter(`${room}>=`, [count], (least) => gte(column, least))
    : filter(`${room}=`, [count], (exact) => eq(column, exact));
}

/**
 * Strips of latitude an area may span for its count to read them (schema.ts latitudeStrip): 20, some
 * 22 km. A larger area mostly holds more listings than the count's cap, which the listing sample
 * shows without the count, while each strip is one more value to plan.
 */
const MAX_COUNTED_STRIPS = 20;

/**
 * The strips of latitude from `minLat` to `maxLat`, as an SQL array's text, computed as the
 * database computes a listing's (the same doubles, multiplied and floored alike); undefined past
 * MAX_COUNTED_STRIPS.
 */
function latitudeStrips(minLat: number, maxLat: number): string | undefined {
  const first = Math.floor(minLat * LATITUDE_STRIPS_PER_DEGREE);
  const count = Math.floor(maxLat * LATITUDE_STRIPS_PER_DEGREE) - first + 1;
  if (count > MAX_COUNTED_STRIPS) return undefined;
  return `{${Array.from({ length: count }, (_, index) => first + index).join(',')}}`;
}

/** In one of the strips: a descent of the strip indexes for each (migration 0043). */
const inStrips = (strips: Value<string>) => sql`${latitudeStrip(listings.latitude)} = any(${strips}::int[])`;

/** The WHERE conditions of a search (the spec's section 5 rules, DESIGN.md section 7). */
function buildSearchFilters(query: SearchQuery, { includeUnavailable }: { includeUnavailable: boolean }): Filter[] {
  const filters: Filter[] = [];
  const city = query.city && query.city !== 'all' ? findCity(query.city) : undefined;
  if (!includeUnavailable) filters.push(filter('listed', [], () => isPubliclyListed()));
  if (query.listingType)
    filters.push(filter('listingType', [query.listingType], (type) => eq(listings.listing_type, type)));
  if (query.rentalType)
    filters.push(filter('rentalType', [query.rentalType], (type) => eq(listings.rental_type, type)));
  if (city && !query.rentalType && query.listingType && query.listingType !== 'rent')
    // Sales and lands have no rental type (a check since migration 0032). Said to the count of a place,
    // the count index (type, place, rental type, rooms, price) reads the place's rooms and prices as
    // its key, not all its sales: Baghdad's 3-bedroom sales under 150M, 15-20 -> 3-5 ms at 1M. Not to
    // the page: the planner takes the clause as independent of the rest, expects a tenth of the
    // matches, and sorts them all (Baghdad's 2-bedroom sales, newest first: 4 -> 74-150 ms).
    filters.push(filter('noRentalType', [], () => isNull(listings.rental_type), 'count'));
  if (city) filters.push(filter('city', placesIn(city), rules.inPlaces));
  if (query.q) {
    // A reference (what the card, the detail page and WhatsApp texts show) finds its listing.
    const referenced = idOfReference(query.q);
    filters.push(
      ...(referenced === undefined
        ? textFilters(normaliseSearchText(query.q))
        : [filter('reference', [referenced], (id) => eq(listings.id, id))]),
    );
  }
  if (query.bedrooms !== undefined) {
    filters.push(roomFilter('bedrooms', listings.bedrooms, query.bedrooms, query.bedroomsExact));
  }
  if (query.bathrooms !== undefined) {
    filters.push(roomFilter('bathrooms', listings.bathrooms, query.bathrooms, query.bathroomsExact));
  }
  if (query.minPrice !== undefined)
    filters.push(filter('minPrice', [query.minPrice], (price) => gte(listings.price, price)));
  if (query.maxPrice !== undefined)
    filters.push(filter('maxPrice', [query.maxPrice], (price) => lte(listings.price, price)));
  if (query.ownerId !== undefined)
    filters.push(filter('ownerId', [query.ownerId], (owner) => eq(listings.ownerId, owner)));
  if (query.propertyType) filters.push(filter('propertyType', [query.propertyType], rules.propertyType));
  if (query.minArea !== undefined) filters.push(filter('minArea', [query.minArea], rules.minArea));
  if (query.maxArea !== undefined) filters.push(filter('maxArea', [query.maxArea], rules.maxArea));
  if (query.bbox) {
    const { minLng, minLat, maxLng, maxLat } = query.bbox;
    filters.push(
      filter('bbox', [minLng, minLat, maxLng, maxLat], (minLng, minLat, maxLng, maxLat) =>
        rules.bbox({ minLng, minLat, maxLng, maxLat }),
      ),
    );
    // Said to the count of the listings of one type only: the strip indexes are by type, and on the
    // position indexes (the listings' of every type, the sample's) the strips are one more check of
    // each entry (a quarter of Najaf, every type: 1.8 -> 2.9 ms; central Baghdad's long rents, which
    // the sample shows past the cap, 0.52 -> 0.60 ms with the sample's, 0.54 without). Not to the
    // page, which walks its sort's index, carrying the position (0039).
    const strips = query.listingType && latitudeStrips(minLat, maxLat);
    if (strips) filters.push(filter('bboxStrips', [strips], inStrips, 'listings'));
  }
  const amenities = requiredAmenities(query);
  if (amenities.length > 0) {
    // The page finds them by the list (its GIN index, and the statistics the planner estimates
    // from); the count by their bits on the entries of the index it reads (migration 0033): long
    // rents with 3 bedrooms under 2.5M with a pool, 244-319 -> 17-20 ms at 1M listings.
    filters.push(filter('amenities', [amenities], rules.amenities, 'page'));
    filters.push(filter('amenityBits', [amenityMask(amenities)], hasAllAmenityBits, 'count'));
  }
  return filters;
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
  /**
   * The same order on an expression of the key that no index holds, so that PostgreSQL reads the
   * matches by their filters' index and sorts them, instead of walking the sort's index for them:
   * for a search whose matches all fit in its page (repo.ts pageForm).
   */
  orderByAfterReading: SQL[];
  after(key: Value<string>, id: Value<number>): SQL;
}

const CREATED_AT_TEXT = sql<string>`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const SORT_PLANS: Record<Sort, SortPlan> = {
  newest: {
    key: CREATED_AT_TEXT,
    keyPattern: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/,
    orderBy: [desc(listings.createdAt), desc(listings.id)],
    orderByAfterReading: [desc(sql`${listings.createdAt} + interval '0 s'`), desc(listings.id)],
    after: (key, id) => sql`(${listings.createdAt}, ${listings.id}) < (${key}::timestamptz, ${id})`,
  },
  price_asc: {
    key: sql<string>`${listings.price}::text`,
    keyPattern: /^\d{1,15}$/,
    orderBy: [asc(listings.price), asc(listings.id)],
    orderByAfterReading: [asc(sql`${listings.price} + 0`), asc(listings.id)],
    after: (key, id) => sql`(${listings.price}, ${listings.id}) > (${key}::bigint, ${id})`,
  },
  price_desc: {
    key: sql<string>`${listings.price}::text`,
    keyPattern: /^\d{1,15}$/,
    orderBy: [desc(listings.price), desc(listings.id)],
    orderByAfterReading: [desc(sql`${listings.price} + 0`), desc(listings.id)],
    after: (key, id) => sql`(${listings.price}, ${listings.id}) < (${key}::bigint, ${id})`,
  },
  area_desc: {
    key: sql<string>`${listings.area}::text`,
    keyPattern: /^\d{1,9}$/,
    orderBy: [desc(listings.area), desc(listings.id)],
    orderByAfterReading: [desc(sql`${listings.area} + 0`), desc(listings.id)],
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

/**
 * The tallies (schema.ts listingTallies, amenityTallies and priceTallies) and the filters whose
 * columns each has: a search with only those filters counts its matches there, the first that holds
 * them all (the fewest rows). The price tallies hold a price filter whose values are all offered
 * prices (hasOfferedValues), which no price group straddles.
 */
const PLACES = [
  'listed',
  'listingType',
  'rentalType',
  'noRentalType',
  'city',
  'bedrooms>=',
  'bedrooms=',
  'propertyType',
];
const PRICES = ['minPrice', 'maxPrice'];
const TALLIES = {
  places: new Set(PLACES),
  amenities: new Set(['listed', 'listingType', 'rentalType', 'amenities', 'amenityBits']),
  prices: new Set([...PLACES, ...PRICES]),
};
export type Tally = keyof typeof TALLIES;

/** A price filter whose values are all prices the filter bar offers (isOfferedPrice); any other filter. */
function hasOfferedValues(f: Filter): boolean {
  return !PRICES.includes(f.name) || f.values.every((price) => isOfferedPrice(Number(price)));
}

/**
 * Whether a search's tally holds few of its groups. The price tallies hold every place's groups of a
 * price range: short stays under 100,000 sum 3,380 of them (0.5-0.8 ms at 1M listings), where the
 * listing sample shows more than the cap from 776 entries (0.2 ms), so a search of no place reads
 * the sample first (repo.ts countInTurn); a place's groups are fewer (Erbil's 2-bedroom long rents
 * under 1.5M, 183). The other tallies have a few hundred groups of a type.
 */
function sumsFewGroups(tally: Tally | undefined, filters: Filter[]): boolean {
  return tally !== undefined && (tally !== 'prices' || filters.some((f) => f.name === 'city'));
}

function tallyOf(filters: Filter[]): Tally | undefined {
  return (Object.keys(TALLIES) as Tally[]).find((tally) =>
    filters.every((f) => TALLIES[tally].has(f.name) && hasOfferedValues(f)),
  );
}

/**
 * The filters whose values the filter bar offers from short lists (types, places, rooms, property
 * types, amenities), and the prices it offers: a search with only those asks a text that recurs,
 * whose plan is worth keeping (repo.ts keepsPlan).
 */
const OFFERED = new Set([...TALLIES.prices, ...TALLIES.amenities, 'bathrooms>=', 'bathrooms=']);

function isOffered(filters: Filter[]): boolean {
  return filters.every((f) => OFFERED.has(f.name) && hasOfferedValues(f));
}

/**
 * The filters whose columns the listing sample has (schema.ts listingSample); its indexes are
 * over the publicly listed only, so a count of the unlisted too (`available=all`) is not sampled.
 */
const SAMPLED = new Set([
  ...TALLIES.prices,
  'bathrooms>=',
  'bathrooms=',
  'minArea',
  'maxArea',
  'bbox',
  'amenityBits',
  ...TEXT_FILTERS,
]);

/** The listings of a search's type and rental type (each undefined: any), which the sample must hold enough of. */
export interface SampleGroup {
  listingType: string | undefined;
  rentalType: string | undefined;
}

function sampleGroupOf(query: SearchQuery, filters: Filter[]): SampleGroup | undefined {
  const counted = filters.filter((f) => isSaidTo('sample', f));
  const isHeld = counted.some((f) => f.name === 'listed') && counted.every((f) => SAMPLED.has(f.name));
  return isHeld ? { listingType: query.listingType, rentalType: query.rentalType } : undefined;
}

/**
 * The sorts by one measure that a bound on the other runs against (schema.ts bandedByArea and
 * bandedByPrice): the largest first under a price, the cheapest first from an area, the dearest
 * first up to an area. `bound`: the filter that runs against the sort; `low` and `high`: the
 * filters whose bands the page reads, from the lowest band to the highest the column takes.
 */
interface Bands {
  /** A value's band, as the index numbers it: areas by the area + 1 (schema.ts bandedByPrice). */
  bandOf(value: unknown): SQL;
  column: typeof listings.price | typeof listings.area;
  bound: 'maxPrice' | 'minArea' | 'maxArea';
  low: 'minPrice' | 'minArea';
  high: 'maxPrice' | 'maxArea';
  highest: number;
  sortedBy: typeof listings.price | typeof listings.area;
  isDescending: boolean;
}
const byPriceBand = {
  bandOf: (price: unknown) => sql`round_band(${price})`,
  low: 'minPrice',
  high: 'maxPrice',
  highest: MAX_PRICE,
} as const;
const byAreaBand = {
  bandOf: (area: unknown) => sql`round_band(${area} + 1)`,
  low: 'minArea',
  high: 'maxArea',
  highest: MAX_AREA,
} as const;
const BANDS: Partial<Record<Sort, Bands>> = {
  area_desc: { ...byPriceBand, column: listings.price, bound: 'maxPrice', sortedBy: listings.area, isDescending: true },
  price_asc: { ...byAreaBand, column: listings.area, bound: 'minArea', sortedBy: listings.price, isDescending: false },
  price_desc: { ...byAreaBand, column: listings.area, bound: 'maxArea', sortedBy: listings.price, isDescending: true },
};

/**
 * The filters the band indexes hold: a search of a banded sort with only these reads its page by
 * band (repo.ts buildBandedPage); with any other filter (rooms, a map area, a text...) it walks the
 * indexes made for that filter. `noRentalType` is said to the count only.
 */
const BANDED = new Set([
  'listed',
  'listingType',
  'rentalType',
  'noRentalType',
  'city',
  'minPrice',
  'maxPrice',
  'minArea',
  'maxArea',
]);

function readsByBand(query: SearchQuery, filters: Filter[]): boolean {
  const bands = BANDS[query.sort];
  return (
    bands !== undefined &&
    query.listingType !== undefined &&
    query[bands.bound] !== undefined &&
    filters.every((f) => BANDED.has(f.name))
  );
}

/**
 * A search apart from its values: `shape` names everything its statement's text depends on (the
 * filters and their forms, the cursor, the sort), so searches of one shape share one statement.
 */
export interface Search {
  shape: string;
  sort: Sort;
  filters: Filter[];
  /** The tally that holds every filter, where its count is read; none for any other search. */
  tally: Tally | undefined;
  /**
   * When the listing sample holds every filter its count has, and no tally of few groups does: the
   * type and rental type whose listings it samples (repo.ts countInTurn reads the sample first where
   * it holds enough of them).
   */
  sampleGroup: SampleGroup | undefined;
  /**
   * A text search: no index in the sort's order holds its filter, so a walk of that index reads the
   * listing of every entry it passes (repo.ts pageForm).
   */
  isText: boolean;
  /** Past the previous page's last row; not part of what the count counts. */
  after: Filter | undefined;
  /** Every filter's values are from the filter bar's own choices (isOffered). */
  isOffered: boolean;
  /** A banded sort with its bound, of filters the band indexes hold (readsByBand). */
  isBanded: boolean;
}

export function describeSearch(query: SearchQuery, options: { includeUnavailable: boolean }): Search {
  const plan = SORT_PLANS[query.sort];
  const filters = buildSearchFilters(query, options);
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
  const after = cursor && filter('after', [cursor.key, cursor.id], plan.after);
  const tally = tallyOf(filters);
  // The tally its count reads: the price tallies' depends on the prices, not only on the filters' names.
  const shape = [
    query.sort,
    ...withCursor(filters, after).map((f) => `${f.name}/${f.values.length}`),
    `tally/${tally ?? 'none'}`,
  ].join(' ');
  return {
    shape,
    sort: query.sort,
    filters,
    after,
    tally,
    sampleGroup: sumsFewGroups(tally, filters) ? undefined : sampleGroupOf(query, filters),
    isText: filters.some((f) => TEXT_FILTERS.includes(f.name)),
    isOffered: isOffered(filters),
    isBanded: readsByBand(query, filters),
  };
}

function withCursor(filters: Filter[], after: Filter | undefined): Filter[] {
  return after ? [...filters, after] : filters;
}

/**
 * How a statement carries a search's values: as its parameters, or as placeholders named by
 * listSearchValues, for a statement prepared once per shape.
 */
export type Binding = 'values' | 'placeholders';

const placeholderName = (f: Filter, index: number) => `${f.name}.${index}`;

/** A search's values under their placeholders' names. */
export function listSearchValues(search: Search): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of withCursor(search.filters, search.after)) {
    for (let index = 0; index < f.values.length; index++) values[placeholderName(f, index)] = f.values[index];
  }
  return values;
}

/**
 * WHERE, ORDER BY and the cursor key of one page of a search; `matching` is the WHERE without the
 * cursor (the count's), `sampleMatching` the listing sample's, `after` the cursor's alone. `isSparse`: its matches all fit in
 * the page, read them and sort them.
 * `bands`: what a banded page reads (Search isBanded), its bounds as values or placeholders.
 */
export function buildSearch(search: Search, binding: Binding, isSparse = false) {
  const valuesOf = (f: Filter) =>
    binding === 'values' ? f.values : f.values.map((_, index) => sql.placeholder(placeholderName(f, index)));
  const conditionOf = (f: Filter) => f.condition(...valuesOf(f));
  const boundOf = (name: string) => {
    const found = search.filters.find((f) => f.name === name);
    return found && valuesOf(found)[0];
  };
  const plan = SORT_PLANS[search.sort];
  // Each condition written once, and said to the statements it is for (LEFT_OUT_OF).
  const written = search.filters.map((f) => ({ only: f.only, condition: conditionOf(f) }));
  const saidTo = (statement: keyof typeof LEFT_OUT_OF) =>
    written.filter((f) => isSaidTo(statement, f)).map(({ condition }) => condition);
  const after = search.after && conditionOf(search.after);
  const orderBy = isSparse ? plan.orderByAfterReading : plan.orderBy;
  // A sparse page reads its few matches whatever their band.
  const banded = search.isBanded && !isSparse ? BANDS[search.sort] : undefined;
  const bands = banded && {
    ...banded,
    from: boundOf(banded.low) ?? 1,
    to: boundOf(banded.high) ?? banded.highest,
  };
  return {
    where: and(...saidTo('page'), after),
    after,
    matching: and(...saidTo('count')),
    sampleMatching: and(...saidTo('sample')),
    orderBy,
    sortKey: plan.key,
    bands,
  };
}
