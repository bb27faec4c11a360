import { LRUCache } from 'lru-cache';
import { and, asc, count, desc, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TOTAL_COUNT_CAP } from '#common/listing-count.ts';
import type { Amenity } from '#common/listings.ts';
import {
  type Listing,
  type ListingCard,
  type ListingDetail,
  listingCardSchema,
  type SearchQuery,
  type Stats,
} from '#common/listing-schemas.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { compileSelect } from '#server/db/compiled-select.ts';
import { queryRows } from '#server/db/rows.ts';
import {
  amenityTallies,
  bookings,
  LISTING_SAMPLE_SHARE,
  listingSample,
  listingTallies,
  listings,
  priceTallies,
  users,
} from '#server/db/schema.ts';
import {
  type Binding,
  buildSearch,
  describeSearch,
  encodeCursor,
  type Search,
  listSearchValues,
  type Tally,
} from './search-query.ts';
import { isPubliclyListed } from './public-listings.ts';

type Executor = Db | Tx;

/** Every column but the generated search columns, which are an index's business, not the API's. */
const { searchText: _searchText, city: _city, ...listingColumns } = getTableColumns(listings);

type ListingRow = { [K in keyof typeof listingColumns]: (typeof listings.$inferSelect)[K] };

/** The columns of a result card (`fields=card`): the database sends, and the server maps, only those. */
const cardColumns = Object.fromEntries(
  Object.keys(listingCardSchema.shape).map((name) => [name, listingColumns[name as keyof typeof listingColumns]]),
) as Pick<typeof listingColumns, keyof ListingCard>;

/**
 * A text[] column read as JSON, which the drivers parse natively: pg's text-array parser
 * (postgres-array) took ~10% of the CPU of an uncached search, for the photos' paths.
 */
function readAsJson<T extends string[]>(column: typeof listings.images | typeof listings.amenities) {
  return sql<T>`to_json(${column})`;
}

/** What readListings selects for a page: cards, or full listings (the spec's answer). */
const SEARCH_COLUMNS = {
  card: { ...cardColumns, images: readAsJson(listings.images) },
  full: {
    ...listingColumns,
    images: readAsJson(listings.images),
    amenities: readAsJson<Amenity[]>(listings.amenities),
  },
};

/**
 * The database's check constraint keeps amenities within the spec's keys. The admin's note goes
 * out only while the listing is hidden (then only its owner and admins can read it).
 */
function toListing(row: ListingRow): Listing {
  return { ...row, hiddenReason: row.hidden ? row.moderationNote : null } as Listing;
}

/** A listing of a page: its id and its row's version, which changes with every change of the row. */
export interface PageEntry {
  id: number;
  version: string;
}

export interface SearchPage {
  /** The page's listings in order; their contents are read by readListings (or kept by their version). */
  entries: PageEntry[];
  /** Set only when another page exists. */
  nextCursor: string | undefined;
  /** How many listings match (every page, not this one): exact from the tallies, else counted up to TOTAL_COUNT_CAP + 1. */
  counted: number;
}

/**
 * A row's version: PostgreSQL's xmin, the transaction that wrote this version of the row. Every
 * change of a listing (an edit, moderation, its owner's flags copied by a trigger) writes a new
 * version with its own transaction's id, and no other transaction ever sees a version that its
 * writer changed again, so a version read outside a writer names one content. A streaming replica
 * holds the same versions.
 */
const ROW_VERSION = sql<string>`${listings}.xmin::text`;

/**
 * The statement of one search page: limit + 1 rows tell whether a next page exists, and each row
 * carries the match count: one round trip per search. The count is computed once, first (a CTE),
 * and the page reads its rows only when it is not zero: a search that matches nothing walked its
 * sort's whole index to find no row (long rents of commercial premises, newest first: 1.9 s at 1M
 * listings; bench/findings.md, twenty-fifth round), where its tally knew the answer in 0.1 ms.
 * Without `isCounting` the rows carry no count (the caller knows it already). The rows are the
 * listings' ids and versions: their contents come from readListings, or from what the caller kept
 * of the same versions (public-search.ts), and the same statement serves cards and full listings.
 */
function buildSearchPage(
  db: Executor,
  query: SearchQuery,
  search: Search,
  binding: Binding,
  { isCounting, isSparse, isReadOnce }: PageForm,
) {
  const { where, orderBy, sortKey, bands, after, ...counting } = buildSearch(search, binding, isSparse);
  const limit = binding === 'values' ? query.limit + 1 : sql.placeholder('limit');
  // A search with a price or an area counts first (countsFirst): a banded page never carries the count.
  if (bands && !isCounting) return buildBandedPage(db, { where, orderBy, sortKey }, bands, limit);
  if (isReadOnce) return buildReadOncePage(db, { matching: counting.matching, after, orderBy, sortKey }, limit);
  // A page counts a search whose tally sums few groups (countsFirst), or one whose sample shows many (countInTurn).
  const matches = isCounting ? db.$with('matches').as(selectCount(db, search, counting.matching)) : undefined;
  const counted = matches ? sql<number>`(select ${matches.counted} from ${matches})`.mapWith(Number) : sql<null>`null`;
  return (matches ? db.with(matches) : db)
    .select({ id: listings.id, version: ROW_VERSION, sortKey, counted })
    .from(listings)
    .where(matches ? and(where, sql`${counted} > 0`) : where)
    .orderBy(...orderBy)
    .limit(limit);
}

/**
 * A page of a sort that its bound runs against, by band (schema.ts bandedByArea and bandedByPrice):
 * each band's first matches from its own range of the index, the page the first of them. Bands
 * outside the search's bounds are not read, and a band's walk passes at most that band's
 * non-matches (long rents under 400,000, largest first, at 1M listings with the count: 27 -> 1.1 ms).
 */
function buildBandedPage(
  db: Executor,
  { where, orderBy, sortKey }: { where: SQL | undefined; orderBy: SQL[]; sortKey: SQL<string> },
  bands: NonNullable<ReturnType<typeof buildSearch>['bands']>,
  limit: number | Placeholder,
) {
  const inBand = db
    .select({
      id: listings.id,
      version: ROW_VERSION.as('version'),
      sortKey: sortKey.as('sort_key'),
      sortedBy: bands.sortedBy,
    })
    .from(listings)
    .where(and(where, sql`${bands.bandOf(bands.column)} = band`))
    .orderBy(...orderBy)
    .limit(limit)
    .as('in_band');
  const order = bands.isDescending ? desc : asc;
  return db
    .select({ id: inBand.id, version: inBand.version, sortKey: inBand.sortKey, counted: sql<null>`null` })
    .from(sql`generate_series(${bands.bandOf(bands.from)}, ${bands.bandOf(bands.to)}) as band`)
    .crossJoinLateral(inBand)
    .orderBy(order(inBand.sortedBy), order(inBand.id))
    .limit(limit);
}

/**
 * A text search's page that carries its count: its matches read once, up to the cap + 1, counted,
 * and the page sorted from them. The count of a text reads every match from the listings (the
 * trigram index finds candidates, each listing checked), and its page read them again: "3-bedroom
 * apartment in erbil" at 1M (2,948 matches of 31,064 candidates) 450-590 -> 220-240 ms of
 * PostgreSQL's time (bench/findings.md, forty-first round). Past the cap the page is not the first
 * of them (findPage reads it again).
 */
function buildReadOncePage(
  db: Executor,
  {
    matching,
    after,
    orderBy,
    sortKey,
  }: { matching: SQL | undefined; after: SQL | undefined; orderBy: SQL[]; sortKey: SQL<string> },
  limit: number | Placeholder,
) {
  const matched = db.$with('matched').as(
    db
      .select({
        id: listings.id,
        version: ROW_VERSION.as('version'),
        createdAt: listings.createdAt,
        price: listings.price,
        area: listings.area,
      })
      .from(listings)
      .where(matching)
      .limit(TOTAL_COUNT_CAP + 1),
  );
  // The matches under the listings' name: the sort and the cursor read their columns.
  return db
    .with(matched)
    .select({
      id: sql<number>`${listings.id}`.mapWith(Number),
      version: sql<string>`${listings}.version`,
      sortKey,
      counted: sql<number>`(select count(*) from ${matched})`.mapWith(Number),
    })
    .from(sql`${matched} ${listings}`)
    .where(after)
    .orderBy(...orderBy)
    .limit(limit);
}

/**
 * A page's statement: whether its rows carry the count, whether it reads few matches and sorts
 * them, and whether it reads a text's matches once for both (buildReadOncePage).
 */
interface PageForm {
  isCounting: boolean;
  isSparse: boolean;
  isReadOnce: boolean;
}

/**
 * Whether a search counts before its page: a search with a price, and one no tally holds, count on
 * statements of their own (the price groups' sum, or the sample and then the capped count), so that
 * the page knows whether the matches are few: a price with rooms or a place is where the planner
 * misjudges how many match (pageForm). countInTurn leaves the count to the page where it need not
 * know (a text, whose page reads its matches once, or many matches). Another tallied search counts
 * in its page's statement.
 */
function countsFirst(search: Search): boolean {
  return !search.tally || search.tally === 'prices';
}

/**
 * A search whose matches all fit in its page is read as sparse: its page cannot fill, so walking
 * the sort's index would read all of that index's range (the type's listings) to find them. That
 * is what PostgreSQL chose when it took a room count and a price cap as independent and expected
 * thousands of matches where there were none: 4-bedroom sales under 100M walked 300,000 rows,
 * 1.3-1.7 s at 1M listings (bench/findings.md, twenty-second round). A text search is read so up
 * to SPARSE_TEXT_MATCHES: its walk reads a listing for every entry it passes, some 25 for each
 * match it finds at 1,000 matches in 1M, where its matches come from the trigram index
 * ("4-bedroom duplex in karrada", 849 matches estimated at 6,772: a walk of 179 ms; thirty-seventh
 * round). Only a search that counted its own count first is (countsFirst).
 */
function pageForm(query: SearchQuery, search: Search, knownCount: number | undefined): PageForm {
  // SPARSE_TEXT_MATCHES is past any page size (MAX_PAGE_SIZE).
  const sparseUpTo = search.isText ? SPARSE_TEXT_MATCHES : query.limit;
  const isSparse = countsFirst(search) && knownCount !== undefined && knownCount <= sparseUpTo;
  const isCounting = knownCount === undefined;
  return { isCounting, isSparse, isReadOnce: isCounting && search.isText };
}

const SPARSE_TEXT_MATCHES = 1_000;

/**
 * The statements the API runs for one search page, in order, their values in them: what it counts
 * first (countsFirst), then the page, with its count unless that was learnt, and no page when the
 * count found none. EXPLAIN, the plan tests and pgbench run what the API runs.
 */
export async function selectSearchStatements(
  db: Executor,
  query: SearchQuery,
  options: { includeUnavailable: boolean },
): Promise<SQL[]> {
  const search = describeSearch(query, options);
  const own = countsFirst(search)
    ? await selectOwnCount(db, search, pageMayCount(search))
    : { statements: [], counted: undefined };
  if (own.counted === 0) return own.statements;
  const page = buildSearchPage(db, query, search, 'values', pageForm(query, search, own.counted)).getSQL();
  return [...own.statements, page];
}

/**
 * The tallies under the listings' table name: their columns are named as the listings' are, so a
 * search's own conditions (`"apartments"."city" in …`) select the groups it matches.
 */
const TALLIES_AS_LISTINGS = {
  places: alias(listingTallies, 'apartments'),
  amenities: alias(amenityTallies, 'apartments'),
  prices: alias(priceTallies, 'apartments'),
} satisfies Record<Tally, unknown>;

/** The listing sample under the listings' table name, as the tallies are (TALLIES_AS_LISTINGS). */
const SAMPLE_AS_LISTINGS = alias(listingSample, 'apartments');

/**
 * Sampled matches that mean more than `matches` match. Of 10,000 matches the sample holds 625 on
 * average (one in 16, by a hash of the id, which no filter follows), with a standard deviation of
 * 24: 776 is 6.2 of them above, so a search matching 10,000 or fewer is said to match more with a
 * chance under one in a billion.
 */
function sampledPast(matches: number): number {
  const expected = matches / LISTING_SAMPLE_SHARE;
  return Math.ceil(expected + 6.2 * Math.sqrt(expected * (1 - 1 / LISTING_SAMPLE_SHARE)));
}

/** Past the cap (776): the count is "10000+". Fewer, and the listings are counted. */
const SAMPLED_PAST_CAP = sampledPast(TOTAL_COUNT_CAP);
/** Past any sparse page's matches (110): the page may count them itself (countInTurn). */
const SAMPLED_PAST_SPARSE = sampledPast(SPARSE_TEXT_MATCHES);

/**
 * The statement counting a search's matches. When a tally holds all its filters, the sum of the
 * groups it matches (exact: a few hundred rows, or thousands with many sets of amenities or
 * prices); else over a subquery stopped at the cap + 1, so a search matching most of 1M listings
 * reads 10,001 index entries, not the table (common/listing-count.ts).
 */
function selectCount(db: Executor, search: Search, matching: SQL | undefined) {
  return search.tally ? selectTallied(db, search.tally, matching) : selectCapped(db, matching);
}

/** The sample's matches counted up to SAMPLED_PAST_CAP. */
function selectSampled(db: Executor, sampleMatching: SQL | undefined) {
  const sampled = db
    .select({ one: sql`1` })
    .from(SAMPLE_AS_LISTINGS)
    .where(sampleMatching)
    .limit(SAMPLED_PAST_CAP)
    .as('sampled');
  return db.select({ counted: count().as('counted') }).from(sampled);
}

/** The statements a count reads in turn (countInTurn). */
type CountStatement = 'sample' | 'listings';

function selectCountOf(db: Executor, search: Search, statement: CountStatement, binding: Binding) {
  const { matching, sampleMatching } = buildSearch(search, binding);
  return statement === 'sample' ? selectSampled(db, sampleMatching) : selectCount(db, search, matching);
}

/**
 * How a search's own count is read: where the sample could show more than the cap (sampleShows),
 * the sample's matches first, on a statement of their own, and the listings only when it does not
 * show more. One statement with both planned the listings' count that the sample spared: for a
 * common word at 1M, 0.60 against 0.27 ms of planning (bench/findings.md, forty-first round).
 * Where the sample does not show past the cap and `pageCounting`, the page's statement counts the
 * listings itself (undefined): a text's always, reading its matches once (buildReadOncePage), with
 * no sample too (the demo data's texts 1.27-1.48x the req/s, one round trip fewer); another
 * search's where the sample shows more than a sparse page reads (pageForm), as a small map area's
 * 2,000-5,000 listings.
 */
async function countInTurn(
  db: Executor,
  search: Search,
  read: (statement: CountStatement) => Promise<number>,
  pageCounting: boolean,
): Promise<number | undefined> {
  const sampled = (await sampleShows(db, search)) ? await read('sample') : 0;
  if (sampled >= SAMPLED_PAST_CAP) return TOTAL_COUNT_CAP + 1;
  return pageCounting && (search.isText || sampled >= SAMPLED_PAST_SPARSE) ? undefined : read('listings');
}

/** Whether a search's page may carry its count: not a banded page (buildBandedPage). */
const pageMayCount = (search: Search) => !search.isBanded;

/** The sum of the tally's groups that match: exact. */
function selectTallied(db: Executor, tally: Tally, matching: SQL | undefined) {
  const tallies = TALLIES_AS_LISTINGS[tally];
  return db
    .select({ counted: sql<number>`coalesce(sum(${tallies.listings}), 0)`.mapWith(Number).as('counted') })
    .from(tallies)
    .where(matching);
}

/** The matching listings counted up to the cap + 1. */
function selectCapped(db: Executor, matching: SQL | undefined) {
  const capped = db
    .select({ one: sql`1` })
    .from(listings)
    .where(matching)
    .limit(TOTAL_COUNT_CAP + 1)
    .as('capped');
  return db.select({ counted: count().as('counted') }).from(capped);
}

/** The statements of a search's own count, in turn, their values in them (EXPLAIN shows what the API runs). */
export async function selectMatchCount(db: Executor, query: SearchQuery, options: { includeUnavailable: boolean }) {
  return (await selectOwnCount(db, describeSearch(query, options), false)).statements;
}

/** Their SQL, each run to learn whether the next is (countInTurn), and the count they learnt. */
async function selectOwnCount(db: Executor, search: Search, pageCounting: boolean) {
  const statements: SQL[] = [];
  const counted = await countInTurn(
    db,
    search,
    async (statement) => {
      const select = selectCountOf(db, search, statement, 'values');
      statements.push(select.getSQL());
      const [row] = await select;
      return row?.counted ?? 0;
    },
    pageCounting,
  );
  return { statements, counted };
}

/** The listed listings the sample holds of each type and rental type. */
interface SampleSize {
  listing_type: string;
  rental_type: string | null;
  listings: number;
}

/**
 * How many listed listings the sample holds, by type and rental type: read again at most once a
 * minute per database handle. A count only goes by it to skip the sample, so one out of date
 * costs a statement some time, never a wrong count.
 */
const sampleSizes = new WeakMap<Executor, { until: number; sizes: Promise<SampleSize[]> }>();
const SAMPLE_SIZES_MS = 60_000;

function listedSampleSizes(db: Executor): Promise<SampleSize[]> {
  const kept = sampleSizes.get(db);
  if (kept && kept.until > Date.now()) return kept.sizes;
  const sizes = queryRows<SampleSize>(
    db,
    sql`select listing_type, rental_type, count(*)::int as listings from ${listingSample}
        where ${listingSample.available} and not ${listingSample.hidden} group by 1, 2`,
  );
  sampleSizes.set(db, { until: Date.now() + SAMPLE_SIZES_MS, sizes });
  // A failed read is read again at the next count, unless a newer read has taken its place.
  sizes.catch(() => sampleSizes.get(db)?.sizes === sizes && sampleSizes.delete(db));
  return sizes;
}

/**
 * Whether a count reads the listing sample first: the sample holds all its filters, and enough
 * listings of its type and rental type that it could show more than the cap. With fewer (the demo
 * data's 160 listings, or a type of a few thousand), the sample could only add to the count's
 * work: the city page's price-capped count planned two subqueries for one, -25-30% req/s.
 */
async function sampleShows(db: Executor, search: Search): Promise<boolean> {
  const group = search.sampleGroup;
  if (!group) return false;
  let held = 0;
  for (const size of await listedSampleSizes(db)) {
    const isOfGroup =
      (group.listingType === undefined || size.listing_type === group.listingType) &&
      (group.rentalType === undefined || size.rental_type === group.rentalType);
    if (isOfGroup) held += size.listings;
  }
  return held >= SAMPLED_PAST_CAP;
}

/**
 * Statements compiled so far, per database handle and key: building and compiling drizzle's query
 * tree took ~20% of an uncached search's CPU (bench/findings.md, ninth round). The web's screens
 * use a few dozen shapes; the bound keeps crafted combinations from growing it. Each runs as
 * PostgreSQL's unnamed statement, planned with each search's values, or named with its values
 * written in (keepsPlan); never named with parameters, which could take a generic plan
 * (bench/search.ts countNamedStatements).
 */
const preparedStatements = new WeakMap<Executor, LRUCache<string, object>>();
const PREPARED_SHAPES = 500;

function prepared<T extends object>(db: Executor, key: string, prepare: () => T): T {
  let statements = preparedStatements.get(db);
  if (!statements) {
    statements = new LRUCache({ max: PREPARED_SHAPES });
    preparedStatements.set(db, statements);
  }
  let statement = statements.get(key) as T | undefined;
  if (!statement) {
    statement = prepare();
    statements.set(key, statement);
  }
  return statement;
}

/** A page's row as its statement selects it: the listing's id and version, its sort key and the count it carries. */
type PageRow = PageEntry & { sortKey: string; counted: number | null };

function prepareSearchPage(db: Executor, query: SearchQuery, search: Search, form: PageForm) {
  const key = `page ${form.isCounting ? 'counted' : 'uncounted'} ${form.isSparse ? 'sparse ' : ''}${search.shape}`;
  return prepared(db, key, () => compileSelect<PageRow>(db, buildSearchPage(db, query, search, 'placeholders', form)));
}

/**
 * Whether a search's statements are planned once per connection (kept-plans.ts): a first page whose
 * filters' values are all the filter bar's own choices (type, place, rooms, property type,
 * amenities, and the prices its chips and slider offer), so its texts recur; its count too, when it
 * counts first. A price typed in a box, an area, a map area or a text, and every page past a
 * cursor, would each make a text of its own: those are planned each time.
 */
function keepsPlan(search: Search): boolean {
  return search.isOffered && search.after === undefined;
}

/** Whether the API keeps the plan of a search's page (pgbench then runs its statements prepared). */
export function searchKeepsPlan(query: SearchQuery, options: { includeUnavailable: boolean }): boolean {
  return keepsPlan(describeSearch(query, options));
}

/** The count a search learns before its page (countsFirst); undefined when its page counts. */
async function learnCount(db: Executor, search: Search): Promise<number | undefined> {
  return countsFirst(search) ? countMatches(db, search, pageMayCount(search)) : undefined;
}

/**
 * One page of a search: its listings' ids and versions. `knownCount`, the match count of the same
 * filters (sort, cursor and page size apart) counted a moment ago, spares the statement its count:
 * at 1M listings the capped count is almost all of a list's statement (bench/findings.md,
 * sixteenth round).
 */
export async function findPage(
  db: Executor,
  query: SearchQuery,
  options: { includeUnavailable: boolean },
  knownCount?: number,
): Promise<SearchPage> {
  const search = describeSearch(query, options);
  knownCount ??= await learnCount(db, search);
  const { isReadOnce } = pageForm(query, search, knownCount);
  let rows = await readPageRows(db, query, search, knownCount);
  const carried = rows[0]?.counted ?? 0;
  if (isReadOnce && carried > TOTAL_COUNT_CAP) {
    // A text's matches read once stopped at the cap + 1 (buildReadOncePage): not the first of them all.
    knownCount = carried;
    rows = await readPageRows(db, query, search, knownCount);
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor(query.sort, last.sortKey, last.id) : undefined;
  return {
    entries: page,
    nextCursor,
    // A page past the last match (a cursor kept while listings went) has no row to carry the count.
    counted: knownCount ?? rows[0]?.counted ?? (query.cursor ? await countMatches(db, search, false) : 0),
  };
}

/** A page's rows (its limit + 1, each carrying the count unless it is known). */
async function readPageRows(db: Executor, query: SearchQuery, search: Search, knownCount: number | undefined) {
  // Nothing matches: no page to read. Its statement would read again what the count read to find
  // none (3 bedrooms with 1 bathroom under 1.5M, 9-17 ms each at 1M listings).
  if (knownCount === 0) return [];
  return prepareSearchPage(db, query, search, pageForm(query, search, knownCount)).run(
    { ...listSearchValues(search), limit: query.limit + 1 },
    { keepPlan: keepsPlan(search) },
  );
}

/** What a page shows of each listing: a card, or the full listing (the spec's answer). */
export type ListingFields = 'card' | 'full';

/** A listing as a page shows it (a card, or the full listing), with the version it was read at. */
export interface VersionedListing {
  version: string;
  listing: Listing | ListingCard;
}

/**
 * The contents of a page's listings, by id, in no order. A public page's are read only while
 * still publicly listed: one hidden between the page's statement and this one is left out (its
 * admin's note goes out only to its owner and admins), as is one deleted since.
 */
export async function readListings(
  db: Executor,
  ids: number[],
  fields: ListingFields,
  { includeUnavailable }: { includeUnavailable: boolean },
): Promise<VersionedListing[]> {
  const statement = prepared(db, `read ${fields} ${includeUnavailable ? 'any' : 'listed'}`, () =>
    compileSelect<(ListingRow | ListingCard) & { version: string }>(
      db,
      db
        .select({ ...SEARCH_COLUMNS[fields], version: ROW_VERSION })
        .from(listings)
        .where(
          and(
            sql`${listings.id} = any(${sql.placeholder('ids')}::integer[])`,
            includeUnavailable ? undefined : isPubliclyListed(),
          ),
        ),
    ),
  );
  const rows = await statement.run({ ids: `{${ids.join(',')}}` });
  return rows.map(({ version, ...row }) => ({
    version,
    listing: fields === 'card' ? (row as ListingCard) : toListing(row as ListingRow),
  }));
}

/**
 * A search's match count on statements of its own (countInTurn), prepared per shape: what a search
 * no tally holds counts before its page, and what a page past the last match (no row to carry it)
 * counts. With `pageCounting`, undefined where the sample leaves the count to the page.
 */
function countMatches(db: Executor, search: Search, pageCounting: false): Promise<number>;
function countMatches(db: Executor, search: Search, pageCounting: boolean): Promise<number | undefined>;
async function countMatches(db: Executor, search: Search, pageCounting: boolean): Promise<number | undefined> {
  const read = async (statement: CountStatement) => {
    const compiled = prepared(db, `${statement} ${search.shape}`, () =>
      compileSelect<{ counted: number }>(db, selectCountOf(db, search, statement, 'placeholders')),
    );
    const [row] = await compiled.run(listSearchValues(search), { keepPlan: keepsPlan(search) });
    return row?.counted ?? 0;
  };
  return countInTurn(db, search, read, pageCounting);
}

export async function findListing(db: Executor, id: number): Promise<Listing | undefined> {
  const [row] = await db.select(listingColumns).from(listings).where(eq(listings.id, id));
  return row && toListing(row);
}

/** A listing with its owner's first name and whether their number may be revealed (the detail page). */
export async function findListingDetail(db: Executor, id: number): Promise<ListingDetail | undefined> {
  const [row] = await db
    .select({ listing: listingColumns, ownerFirstName: users.firstName, ownerPhone: users.phone })
    .from(listings)
    .leftJoin(users, eq(users.id, listings.ownerId))
    .where(eq(listings.id, id));
  if (!row) return undefined;
  return {
    ...toListing(row.listing),
    owner_first_name: row.ownerFirstName,
    phone_available: row.ownerPhone !== null && !row.listing.hide_phone,
  };
}

/** Reads a listing and locks it until the transaction ends, so concurrent edits see each other's result. */
export async function lockListing(tx: Tx, id: number): Promise<Listing | undefined> {
  const [row] = await tx.select(listingColumns).from(listings).where(eq(listings.id, id)).for('update');
  return row && toListing(row);
}

export async function insertListing(tx: Tx, values: typeof listings.$inferInsert): Promise<Listing> {
  const [row] = await tx.insert(listings).values(values).returning(listingColumns);
  return toListing(row!);
}

export async function updateListing(
  tx: Tx,
  id: number,
  values: Partial<typeof listings.$inferInsert>,
): Promise<Listing> {
  const [row] = await tx.update(listings).set(values).where(eq(listings.id, id)).returning(listingColumns);
  return toListing(row!);
}

/** Its bookings go with it (ON DELETE CASCADE); its notifications stay, unlinked (SET NULL). */
export async function deleteListing(tx: Tx, id: number): Promise<void> {
  await tx.delete(listings).where(eq(listings.id, id));
}

/** All of an owner's listings, available or not, newest first. */
export async function findOwnListings(db: Executor, ownerId: number): Promise<Listing[]> {
  const rows = await db
    .select(listingColumns)
    .from(listings)
    .where(eq(listings.ownerId, ownerId))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  return rows.map(toListing);
}

function countWhere(condition: SQL) {
  return sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
}

/** Dashboard counts: everything, or only an owner's listings and the bookings on them. */
export async function countStats(db: Executor, ownerId: number | undefined): Promise<Stats> {
  const scope = ownerId === undefined ? undefined : eq(listings.ownerId, ownerId);
  const [listed] = await db.select({ total: count() }).from(listings).where(scope);
  const [booked] = await db
    .select({
      total: count(),
      pending: countWhere(eq(bookings.status, 'pending')),
      confirmed: countWhere(eq(bookings.status, 'confirmed')),
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.apartment_id))
    .where(scope);
  return {
    totalApartments: listed?.total ?? 0,
    totalBookings: booked?.total ?? 0,
    pendingBookings: booked?.pending ?? 0,
    confirmedBookings: booked?.confirmed ?? 0,
  };
}
