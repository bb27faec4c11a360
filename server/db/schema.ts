import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, LANGUAGES, type Localized } from '#common/languages.ts';
import { AMENITIES, LISTING_TYPES, PAYMENT_TYPES, PROPERTY_TYPES, RENTAL_TYPES } from '#common/listings.ts';
import { OPEN_ENDED_FROM, type RoomFilter } from '#common/listing-filters.ts';
import { BOOKING_KINDS, BOOKING_STATUSES } from '#common/bookings.ts';
import { NOTIFICATION_TYPES } from '#common/notifications.ts';
import { EMAIL_FREQUENCIES, NOTIFY_MODES } from '#common/notification-preferences.ts';
import { ACCOUNT_TOKEN_PURPOSES, ROLES } from '#common/users.ts';
import { MODERATION_STATES, REPORT_REASONS, REPORT_STATUSES } from '#common/moderation.ts';

/**
 * The tables. TypeScript keys follow the spec's JSON names (title_en, ownerId, …) so a row
 * leaves through a response schema without renaming; SQL columns are snake_case.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

function oneOf(column: string, values: readonly string[]): SQL {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
}

/** SQL twin of common/arabic.ts normaliseSearchText; server/db/search-text.api.test.ts keeps them equal. */
export function normalised(expression: string): SQL {
  return sql.raw(
    `lower(translate(regexp_replace(${expression}, '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآةى', 'اااهي'))`,
  );
}

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ROLES }).notNull().default('renter'),
    oidcSubject: text('oidc_subject'),
    /** An admin checked this owner's phone and identity (issue 21): their listings show a badge. */
    verified: boolean('verified').notNull().default(false),
    /** Suspended: cannot sign in, and their listings are hidden from the public. */
    suspended: boolean('suspended').notNull().default(false),
    /** E.164 (common/phone.ts), null when none was given. */
    phone: text('phone'),
    /** The number is reachable on WhatsApp. */
    whatsapp: boolean('whatsapp').notNull().default(false),
    /** When the owner of the address opened the verification link; null while unproven. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language of the last page they used: mails go out in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_language_check', oneOf('language', LANGUAGES)),
    uniqueIndex('users_oidc_subject_idx').on(t.oidcSubject),
    check('users_role_check', oneOf('role', ROLES)),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** HMAC of the cookie's token: a leaked table holds no usable session. */
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<{ userId: number }>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

/** Fixed-window counters shared by every app process (login and register limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * The predicate of the indexes of the publicly listed only: features/listings/public-listings.ts
 * isPubliclyListed, which every public search states, so the planner can read them.
 */
const LISTED_TEXT = 'available and not hidden';
const LISTED = sql.raw(LISTED_TEXT);

/**
 * A listing's amenities as bits (common/listings.ts amenityMask), by the database's function of
 * migration 0033, which lists AMENITIES in the same order (schema.api.test.ts holds them equal).
 */
const AMENITY_BITS = sql`amenity_bits(amenities)`;

/**
 * What a sort's index carries after its key, only to be checked while walking it (migration 0026). A
 * home's price grows with its area, and its bathrooms with its size: walking the largest first for
 * "long rents under 400,000" passed 163k dearer homes, each read from the table to learn its price
 * (0.45 s at 1M listings). A condition on a key column after the order's own is checked on the index
 * entry, so the walk reads the table only for the rows it keeps (12 ms); the same for the cheapest
 * first from 200 m² (62 -> 12 ms). The price sorts by a room count carry the area too (3 bedrooms from
 * 250 m², cheapest first: 149 -> 0.9 ms). Keys after the id change no order; on the price indexes
 * the area fills what was padding (the same size), on the area indexes it is 17 MB each at 1M. The
 * indexes over all types have no room count indexes beside them, so they check the counts too (0028).
 */
type SortIndexColumns = Record<
  'rental_type' | 'price' | 'area' | 'id' | 'amenity_bits' | 'latitude' | 'longitude' | RoomFilter,
  ExtraConfigColumn
>;
const checkedWithArea = (t: SortIndexColumns) => [t.price, t.bathrooms];
const checkedWithPrice = (t: SortIndexColumns) => [t.area];
/**
 * What the newest-first indexes and the rents' price index carry for a map area (bbox), checked on
 * each entry while walking them (migration 0039): the area's listings are spread along the order, so
 * the walk passed every listing elsewhere, each read from the table to learn its position (a quarter
 * of Najaf, newest first: 6,757 of them). Its statements at 1M listings, 9.7 -> 3.5 ms; its long
 * rents cheapest first 6.3 -> 1.9; Erbil's 0.47 -> 0.25 (bench/findings.md, thirty-eighth round).
 * The area indexes do not carry it (there the planner chose a walk from the largest homes over the
 * area's matches, read and sorted: 5 -> 10 ms), nor the sales' price index (3.7 -> 4.0 ms: its walk
 * is long for want of matches, not of the position).
 */
const checkedPosition = (t: SortIndexColumns) => [t.latitude, t.longitude];

/**
 * A sort by one measure with a bound on the other that runs against it reads by band of the bound
 * measure: a home's price grows with its area, so the walk of the area index from the largest for
 * "under 400,000" passed every dearer home before its matches, checking each entry's price (long
 * rents: 150,000 entries, 27 ms at 1M listings; Najaf's 30 ms; migration 0040), and the walk of the
 * price index from the dearest for "up to 100 m²" every larger home (0042). SQL round_band numbers
 * bands of round values, ten a decade (a band ends at 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a
 * power of ten, that value in it), so a bound on a round value ends a band; these indexes order
 * each band by the sort's measure, and the page takes each band's first and keeps the first of them
 * (repo.ts buildBandedPage). Area bands are of the area + 1, so that they start on a round area,
 * as a minimum from the filter bar does ("from 200 m²", the cheapest first; a band ending on it
 * held 151-199 m² before it). The bound measure and the place are checked on the entry. Rents by
 * rental type (a band of long rents holds the largest short stays first), sales and lands by type
 * (they have no rental type).
 */
type BandedColumns = SortIndexColumns & { city: ExtraConfigColumn };
const bandedByArea = (t: BandedColumns) => [sql`round_band(price)`, t.area, t.id, t.price, t.city];
const bandedByPrice = (t: BandedColumns) => [sql`round_band(area + 1)`, t.price, t.id, t.area, t.city];

/**
 * What the price indexes of the listed carry for the counts that read them: the amenities as bits
 * (0033), which no page checks (a page asks for the list) and the unlisted indexes do not need (a
 * count asks `available and not hidden`, which they lack: it reads the table there anyway).
 */
const countedWithPrice = (t: SortIndexColumns) => [...checkedWithPrice(t), t.amenity_bits];

/** The publicly listed of one type: the predicate of the room count indexes, rents and sales apart. */
const listed = (type: string) => sql.raw(`listing_type = '${type}' and ${LISTED_TEXT}`);

/**
 * A listing's strip of latitude, a hundredth of a degree (~1.1 km): what a small map area's count
 * reads by (search-query.ts latitudeStrips). The position index is ordered by latitude, so a count
 * read the area's whole band of latitude across the map and checked the longitude on each entry (a
 * corner of Karrada's short stays: every listing of Baghdad at those latitudes, 3.5-4.4 ms at 1M
 * listings). These indexes order each type's strips by longitude: one descent a strip, and the
 * entries read are the area's and its strips' overhang (migration 0043; bench/findings.md,
 * fortieth round). Written once for the indexes and the counts, whose expressions must match.
 */
export const LATITUDE_STRIPS_PER_DEGREE = 100;
export const latitudeStrip = (latitude: SQL | AnyPgColumn) =>
  sql`(floor(${latitude} * ${sql.raw(String(LATITUDE_STRIPS_PER_DEGREE))})::int)`;
const stripped = (t: { latitude: ExtraConfigColumn; longitude: ExtraConfigColumn; price: ExtraConfigColumn }) => [
  latitudeStrip(sql.raw('latitude')),
  t.longitude,
  t.latitude,
  t.price,
];

/**
 * Price order within a room count (migrations 0024 and 0025), of the publicly listed: rents by rental
 * type (nightly prices would sort before monthly ones), sales on their own (they have no rental
 * type), and the open-ended count ("4+", a range: no price order across its counts) apart. Each
 * carries the other room count, checked on the entry (0032): "3 bedrooms and 2 bathrooms" was
 * counted by joining the bathrooms' and the bedrooms' bitmaps and reading 15,000-39,000 table pages
 * (long rents under 2.5M: 250 ms at 1M listings); now from the index alone, 3-6 ms.
 */
function roomPriceIndexes(t: SortIndexColumns, room: RoomFilter) {
  const open = sql.raw(`${room} >= ${OPEN_ENDED_FROM[room]}`);
  const checked = [...countedWithPrice(t), t[room === 'bedrooms' ? 'bathrooms' : 'bedrooms']];
  return [
    index(`apartments_listed_rent_${room}_price_idx`)
      .on(t.rental_type, t[room], t.price, t.id, ...checked)
      .where(listed('rent')),
    index(`apartments_listed_sale_${room}_price_idx`)
      .on(t[room], t.price, t.id, ...checked)
      .where(listed('sale')),
    index(`apartments_listed_rent_open_${room}_price_idx`)
      .on(t.rental_type, t.price, t.id, ...checked)
      .where(sql`${listed('rent')} and ${open}`),
    index(`apartments_listed_sale_open_${room}_price_idx`)
      .on(t.price, t.id, ...checked)
      .where(sql`${listed('sale')} and ${open}`),
  ];
}

export const listings = pgTable(
  'apartments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title_en: text('title_en').notNull(),
    title_ar: text('title_ar').notNull(),
    description_en: text('description_en').notNull(),
    description_ar: text('description_ar').notNull(),
    /** Kurdish (Sorani) texts. Every language's text is optional, '' when not written (common/listing-texts.ts). */
    title_ku: text('title_ku').notNull().default(''),
    description_ku: text('description_ku').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    listing_type: text('listing_type', { enum: LISTING_TYPES }).notNull().default('rent'),
    property_type: text('property_type', { enum: PROPERTY_TYPES }).notNull().default('apartment'),
    rental_type: text('rental_type', { enum: RENTAL_TYPES }).default('long'),
    payment_type: text('payment_type', { enum: PAYMENT_TYPES }).notNull().default('full'),
    down_payment_percentage: integer('down_payment_percentage').notNull().default(20),
    payment_years: integer('payment_years').notNull().default(10),
    location_en: text('location_en').notNull(),
    location_ar: text('location_ar').notNull(),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    area: integer('area').notNull(),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    /** The amenities as bits (common/listings.ts amenityMask), kept on the indexes a count reads. */
    amenity_bits: integer('amenity_bits').notNull().generatedAlwaysAs(AMENITY_BITS),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    available: boolean('available').notNull().default(true),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner keeps their number off this listing: enquiries only. */
    hide_phone: boolean('hide_phone').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Title in every language and location, normalised for substring search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        normalised(`title_en || ' ' || location_en || ' ' || title_ar || ' ' || location_ar || ' ' || title_ku`),
      ),
    /**
     * Which of the 20 places the listing is in (common/cities.ts findCityInLocation, kept by the
     * database: migration 0015's city_of_location), null when its location names none.
     */
    city: text('city').generatedAlwaysAs(sql`city_of_location(${normalised(`location_en || ' ' || location_ar`)})`),
    /** visible; held (open reports from enough accounts, until an admin decides); hidden (by an admin). */
    moderation: text('moderation', { enum: MODERATION_STATES }).notNull().default('visible'),
    /** The admin's reason when hidden. */
    moderationNote: text('moderation_note'),
    /**
     * Copies of the owner's flags, kept by database triggers (migration 0011): search and the
     * sitemap filter and answer them without a join, and a change of the owner fires the
     * listings' change announcement, so every process forgets its kept pages.
     */
    ownerVerified: boolean('owner_verified').notNull().default(false),
    ownerSuspended: boolean('owner_suspended').notNull().default(false),
    /**
     * THE moderation rule, in one place: hidden from everyone but the owner and admins while held,
     * hidden, or its owner suspended. public-listings.ts isPubliclyListed reads only this.
     */
    hidden: boolean('hidden').notNull().generatedAlwaysAs(sql.raw(`moderation <> 'visible' or owner_suspended`)),
    ...timestamps,
  },
  (t) => [
    check('apartments_listing_type_check', oneOf('listing_type', LISTING_TYPES)),
    check('apartments_rental_type_check', sql`rental_type is null or ${oneOf('rental_type', RENTAL_TYPES)}`),
    // Only a rent has a rental type (common/listings.ts applyListingTypeRules); searches rely on it (0032).
    check('apartments_rental_type_of_rent_check', sql`listing_type = 'rent' or rental_type is null`),
    check('apartments_property_type_check', oneOf('property_type', PROPERTY_TYPES)),
    check('apartments_payment_type_check', oneOf('payment_type', PAYMENT_TYPES)),
    check('apartments_price_check', sql`${t.price} > 0`),
    check('apartments_area_check', sql`${t.area} > 0`),
    check('apartments_rooms_check', sql`${t.bedrooms} >= 0 and ${t.bathrooms} >= 0`),
    check('apartments_down_payment_check', sql`${t.down_payment_percentage} between 0 and 100`),
    check('apartments_payment_years_check', sql`${t.payment_years} between 1 and 30`),
    check('apartments_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('apartments_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
    check(
      'apartments_amenities_check',
      sql.raw(`amenities <@ array[${AMENITIES.map((a) => `'${a}'`).join(', ')}]::text[]`),
    ),
    index('apartments_newest_idx').on(t.listing_type, t.rental_type, t.createdAt, t.id, ...checkedPosition(t)),
    // Of the publicly listed only: a rent list's capped count under a price ("short stays up to
    // 60,000") is then an index-only scan (43 -> 3 ms at 1M; bench/findings.md, fifteenth round).
    // The management lists (available=all) sort by newest, not by price.
    index('apartments_listed_price_idx')
      .on(t.listing_type, t.rental_type, t.price, t.id, ...countedWithPrice(t), ...checkedPosition(t))
      .where(LISTED),
    // Sales and lands have no rental type: their price sorts need an index without that column.
    index('apartments_type_price_idx').on(t.listing_type, t.price, t.id, ...checkedWithPrice(t)),
    index('apartments_created_idx').on(t.createdAt, t.id, ...checkedPosition(t)),
    // Newest first within sales or lands (no rental type): bench/results.md, land + city at 1M listings.
    index('apartments_type_newest_idx').on(t.listing_type, t.createdAt, t.id, ...checkedPosition(t)),
    // A city's page, newest first (its default): the listed of one type in one place in date order.
    // Walking a type's whole newest-first index for a small place read 1.7-5.7 ms at 1M listings
    // (Najaf's long rents, with bedrooms); now 0.1-0.3 ms (bench/findings.md, eighteenth round).
    index('apartments_listed_city_newest_idx').on(t.listing_type, t.city, t.createdAt, t.id).where(LISTED),
    // Largest first (sort=area_desc) within a type and rental type, within a type, and over all
    // types; price sorts over all types too (the API without a type; the web always sends one).
    // Within a type they check the price only: a bathroom count has indexes of its own (below).
    index('apartments_area_idx').on(t.listing_type, t.rental_type, t.area, t.id, t.price),
    index('apartments_type_area_idx').on(t.listing_type, t.area, t.id, t.price),
    // Largest first under a price: by price band (bandedByArea); price sorts bounded by an area the
    // other way, by area band (bandedByPrice).
    index('apartments_listed_rent_band_area_idx')
      .on(t.listing_type, t.rental_type, ...bandedByArea(t))
      .where(LISTED),
    index('apartments_listed_type_band_area_idx')
      .on(t.listing_type, ...bandedByArea(t))
      .where(LISTED),
    index('apartments_listed_rent_band_price_idx')
      .on(t.listing_type, t.rental_type, ...bandedByPrice(t))
      .where(LISTED),
    index('apartments_listed_type_band_price_idx')
      .on(t.listing_type, ...bandedByPrice(t))
      .where(LISTED),
    // Largest first with a bedroom count: a home's area grows with its bedrooms, so walking the
    // area index for one-bedroom flats passed every larger home first (254k rows, 0.85 s at 1M
    // listings, for Mosul's long rents). Of the listed, by type and bedrooms, then area: 0.1-4 ms.
    index('apartments_listed_bedrooms_area_idx')
      .on(t.listing_type, t.bedrooms, t.area, t.id, ...checkedWithArea(t))
      .where(LISTED),
    // Largest first with a bathroom count (migration 0041), likewise: sales with one bathroom walked
    // 15 ms at 1M listings, long rents 41 ms. Rents by rental type, then bathrooms, and sales by
    // bathrooms, so that every condition is the key's: while the area indexes carried the bathrooms,
    // the planner costed their walk, checking each entry, as cheap as this read (0.4-0.9 ms).
    index('apartments_listed_rent_bathrooms_area_idx')
      .on(t.rental_type, t.bathrooms, t.area, t.id, t.price, t.bedrooms)
      .where(listed('rent')),
    index('apartments_listed_sale_bathrooms_area_idx')
      .on(t.bathrooms, t.area, t.id, t.price, t.bedrooms)
      .where(listed('sale')),
    // Price sorts with a room count: a home's price grows with its bedrooms and bathrooms, so walking
    // the price index for "3 bedrooms, cheapest first" passed every cheaper smaller home first (0.13-1.1
    // s at 1M listings; bench/findings.md, nineteenth round). Each page reads its own rows in price order.
    ...roomPriceIndexes(t, 'bedrooms'),
    ...roomPriceIndexes(t, 'bathrooms'),
    // Over all types (the API without a type) there are no room count indexes: these carry the
    // counts too, checked on the entry (one bedroom, largest first 1.7 s -> 6.7 ms at 1M listings).
    index('apartments_all_area_idx').on(t.area, t.id, ...checkedWithArea(t), t.bedrooms),
    index('apartments_all_price_idx').on(t.price, t.id, ...checkedWithPrice(t), t.bedrooms, t.bathrooms),
    index('apartments_bedrooms_idx').on(t.bedrooms),
    index('apartments_bathrooms_idx').on(t.bathrooms),
    // An owner's listings, newest first (/my-properties, the management table), and any lookup by
    // owner. Without the date, PostgreSQL walked apartments_created_idx backwards past every newer
    // listing of everyone else (100k rows read for an owner whose 1,000 listings are the oldest).
    index('apartments_owner_newest_idx').on(t.ownerId, t.createdAt, t.id),
    index('apartments_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Counting a search's matches (capped, common/listing-count.ts) without reading the table: an
    // index-only scan over what the lists filter by, for the listings the public finds. The last
    // three are only read (a range on price comes before them): a count by bathrooms, property
    // type or area read the table up to the cap (123 ms cold at 1M for bathrooms).
    index('apartments_listed_count_idx')
      .on(
        t.listing_type,
        t.city,
        t.rental_type,
        t.bedrooms,
        t.price,
        t.bathrooms,
        t.property_type,
        t.area,
        t.amenity_bits,
      )
      .where(LISTED),
    // Which listings show a photo: its files go when none does (features/photos/discard-photos.ts).
    index('apartments_images_idx').using('gin', t.images),
    check('apartments_moderation_check', oneOf('moderation', MODERATION_STATES)),
    // The few held or hidden listings, for the moderation queue.
    index('apartments_moderated_idx').on(t.moderation).where(sql`moderation <> 'visible'`),
    // Listings that have all the amenities asked (amenities @> …, furnished=true): GIN in PGlite and PostgreSQL.
    index('apartments_amenities_idx').using('gin', t.amenities),
    // "Search this area" (bbox): a plain B-tree on the coordinates, which PGlite has too (no PostGIS),
    // of the publicly listed only, with the list's type and price after them (read, not searched):
    // a map area's capped count is then an index-only scan (3-7 ms at 1M listings, where the whole
    // table's index left a sequential scan of 16-45 ms; bench/findings.md, fifteenth round).
    index('apartments_listed_position_idx')
      .on(t.latitude, t.longitude, t.listing_type, t.rental_type, t.price)
      .where(LISTED),
    // A small map area's count, by strip of latitude (latitudeStrip): rents by rental type, sales
    // and lands by type (they have no rental type). A search of every type reads the position index.
    index('apartments_listed_rent_strip_idx')
      .on(t.rental_type, ...stripped(t))
      .where(listed('rent')),
    index('apartments_listed_type_strip_idx')
      .on(t.listing_type, ...stripped(t))
      .where(sql.raw(`listing_type <> 'rent' and ${LISTED_TEXT}`)),
  ],
);

/** What the tallies of places (listingTallies, priceTallies) group the listings by, and their count. */
const placeTallyColumns = () => ({
  listing_type: text('listing_type').notNull(),
  rental_type: text('rental_type'),
  city: text('city'),
  bedrooms: integer('bedrooms').notNull(),
  property_type: text('property_type').notNull(),
  available: boolean('available').notNull(),
  hidden: boolean('hidden').notNull(),
  listings: integer('listings').notNull(),
});

/**
 * How many listings there are of each type, rental type, place, bedroom count, property type and
 * state, kept by database triggers on every change of the listings (migrations 0020, 0027). A search
 * that filters by these alone counts its matches here, a few hundred rows (1,915 in all at 1M
 * listings), instead of reading up to 10,001 index entries (1.4-2.4 ms of a 1.5-2.5 ms statement at
 * 1M listings; villas 9 ms; bench/findings.md, seventeenth and twentieth rounds). Its columns are
 * named as the listings' are, so the search's own conditions apply to it (features/listings/repo.ts).
 */
export const listingTallies = pgTable('listing_tallies', placeTallyColumns(), (t) => [
  unique('listing_tallies_key')
    .on(t.listing_type, t.rental_type, t.city, t.bedrooms, t.property_type, t.available, t.hidden)
    .nullsNotDistinct(),
]);

/**
 * The listing tallies by price group too (migration 0037): a search by type, place, rooms, property
 * type and the prices the filter bar offers (isOfferedPrice: its chips and slider) counts its
 * matches here, exact, where it read each of 1,000-10,000 matches from an index (6-7 ms at 1M
 * listings). A listing's group is its price when that is offered, else the lowest price above the
 * offered price below it (SQL price_group): no offered price falls inside a group, so `price <= P`
 * and `price >= P` select the same listings on the group as on the price for every offered P. Named
 * as the listings' columns are, as the other tallies are. 89,130 groups at 1M listings.
 */
export const priceTallies = pgTable(
  'price_tallies',
  { ...placeTallyColumns(), price: bigint('price', { mode: 'number' }).notNull() },
  (t) => [
    unique('price_tallies_key')
      .on(t.listing_type, t.rental_type, t.city, t.bedrooms, t.price, t.property_type, t.available, t.hidden)
      .nullsNotDistinct(),
    // Of the publicly listed, with every column a count reads: its sum is an index-only scan
    // (Baghdad's long rents under 2.5M, 3,736 groups: 1.9 -> 0.8 ms at 1M listings).
    index('price_tallies_place_idx')
      .on(t.listing_type, t.rental_type, t.city, t.bedrooms, t.price, t.property_type, t.listings)
      .where(LISTED),
    // Sales and lands have no rental type, which their searches do not say: the price after the type.
    index('price_tallies_type_price_idx')
      .on(t.listing_type, t.price, t.rental_type, t.bedrooms, t.property_type, t.city, t.listings)
      .where(LISTED),
  ],
);

/**
 * The same for amenities: how many listings of each type and rental type have each set of
 * amenities (migration 0021). A search by type and amenities alone (`furnished=true`, wifi and
 * parking) counted its matches from the table, as no index narrows them well (8-90 ms at 1M
 * listings); here it sums the sets that hold all it asks.
 */
export const amenityTallies = pgTable(
  'amenity_tallies',
  {
    listing_type: text('listing_type').notNull(),
    rental_type: text('rental_type'),
    amenities: text('amenities').array().notNull(),
    amenity_bits: integer('amenity_bits').notNull().generatedAlwaysAs(AMENITY_BITS),
    available: boolean('available').notNull(),
    hidden: boolean('hidden').notNull(),
    listings: integer('listings').notNull(),
  },
  (t) => [
    unique('amenity_tallies_key')
      .on(t.listing_type, t.rental_type, t.amenities, t.available, t.hidden)
      .nullsNotDistinct(),
  ],
);

/**
 * One listing in LISTING_SAMPLE_SHARE, picked by a hash of its id, with the columns a count
 * filters by (migration 0036, kept by the listings' own statements as the tallies are; the search
 * text since 0038). A count that no tally holds reads it first: when the sample alone holds enough
 * matches, more than 10,000 listings match, and the count does not read 10,001 of them (repo.ts
 * countInTurn). Named as the listings' columns are, so a search's own conditions apply; its
 * indexes are the count indexes' orders, and the text's trigrams, over the publicly listed only.
 */
export const LISTING_SAMPLE_SHARE = 16;
export const IS_SAMPLED = sql.raw(`(hashint4(id) & ${LISTING_SAMPLE_SHARE - 1}) = 0`);

export const listingSample = pgTable(
  'listing_sample',
  {
    id: integer('id').primaryKey(),
    listing_type: text('listing_type').notNull(),
    rental_type: text('rental_type'),
    property_type: text('property_type').notNull(),
    city: text('city'),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    area: integer('area').notNull(),
    amenity_bits: integer('amenity_bits').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    search_text: text('search_text').notNull(),
    available: boolean('available').notNull(),
    hidden: boolean('hidden').notNull(),
  },
  (t) => {
    const filtered = [
      t.listing_type,
      t.rental_type,
      t.property_type,
      t.city,
      t.bedrooms,
      t.bathrooms,
      t.price,
      t.area,
      t.amenity_bits,
    ];
    // The index's order, then every other column a count filters by: each count is an index-only scan.
    type Column = (typeof filtered)[number];
    const sampleIndex = (name: string, ...order: [Column, ...Column[]]) =>
      index(`listing_sample_${name}_idx`)
        .on(...order, ...filtered.filter((column) => !order.includes(column)))
        .where(LISTED);
    return [
      check('listing_sample_sampled_check', IS_SAMPLED),
      sampleIndex('price', t.listing_type, t.rental_type, t.price),
      sampleIndex('type_price', t.listing_type, t.price),
      sampleIndex('area', t.listing_type, t.rental_type, t.area),
      sampleIndex('property_area', t.listing_type, t.property_type, t.area),
      sampleIndex('rooms', t.listing_type, t.bedrooms, t.bathrooms, t.price),
      sampleIndex('bathrooms', t.listing_type, t.bathrooms, t.price),
      sampleIndex('place', t.listing_type, t.city, t.rental_type, t.bedrooms, t.price),
      index('listing_sample_position_idx')
        .on(t.latitude, t.longitude, t.listing_type, t.rental_type, t.price)
        .where(LISTED),
      index('listing_sample_search_text_idx').using('gin', sql`${t.search_text} gin_trgm_ops`).where(LISTED),
    ];
  },
);

export const LEAD_KINDS = ['view', 'reveal', 'whatsapp'] as const;

/**
 * Leads of a listing per day (issue 19): views, phone reveals and WhatsApp taps, one counter row
 * per listing, kind and Iraqi day. No personal data: see listingLeadKeys.
 */
export const listingLeads = pgTable(
  'listing_leads',
  {
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.apartmentId, t.kind, t.day] }),
    check('listing_leads_kind_check', oneOf('kind', LEAD_KINDS)),
  ],
);

/**
 * Which visitors already counted today (a view, a reveal or a WhatsApp tap of a listing: each is
 * one lead per visitor and day): an HMAC of (day, kind, listing, IP, user agent), so no address
 * or browser is stored, and the rows go once their day is over.
 */
export const listingLeadKeys = pgTable(
  'listing_lead_keys',
  {
    key: text('key').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('listing_lead_keys_day_idx').on(t.day)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    apartment_id: integer('apartment_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** A viewing request may name a preferred day (check_in) and has no check-out. */
    check_in: date('check_in', { mode: 'string' }),
    check_out: date('check_out', { mode: 'string' }),
    kind: text('kind', { enum: BOOKING_KINDS }).notNull().default('booking'),
    message: text('message'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    ...timestamps,
  },
  (t) => [
    check('bookings_status_check', oneOf('status', BOOKING_STATUSES)),
    check('bookings_kind_check', oneOf('kind', BOOKING_KINDS)),
    check(
      'bookings_stay_dates_check',
      sql`${t.kind} <> 'booking' or (${t.check_in} is not null and ${t.check_out} is not null)`,
    ),
    check('bookings_dates_check', sql`${t.check_out} > ${t.check_in}`),
    index('bookings_apartment_idx').on(t.apartment_id),
    index('bookings_user_idx').on(t.userId),
    index('bookings_status_idx').on(t.status),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    /** Rendered in the three languages when created; the API answers in the asked one. */
    title: jsonb('title').$type<Localized>().notNull(),
    message: jsonb('message').$type<Localized>().notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    apartmentId: integer('apartment_id').references(() => listings.id, { onDelete: 'set null' }),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notifications_type_check', oneOf('type', NOTIFICATION_TYPES)),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_apartment_idx').on(t.apartmentId),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingType: text('listing_type', { enum: LISTING_TYPES }),
    rentalType: text('rental_type', { enum: RENTAL_TYPES }),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    minBedrooms: integer('min_bedrooms'),
    maxBedrooms: integer('max_bedrooms'),
    minBathrooms: integer('min_bathrooms'),
    maxBathrooms: integer('max_bathrooms'),
    location: text('location'),
    /** The richer filters of the results screens (issue 20), with the search's meaning (search-query.ts). */
    propertyType: text('property_type', { enum: PROPERTY_TYPES }),
    minArea: integer('min_area'),
    maxArea: integer('max_area'),
    furnished: boolean('furnished').notNull().default(false),
    /** Listings that have all of them. */
    amenities: text('amenities', { enum: AMENITIES }).array().notNull().default(sql`'{}'::text[]`),
    /** The text search as typed (matched normalised, as the search does). */
    q: text('q'),
    /** "Search this area": `minLng,minLat,maxLng,maxLat` as common/bbox.ts formats it. */
    bbox: text('bbox'),
    enabled: boolean('enabled').notNull().default(true),
    notifyPriceDrops: text('notify_price_drops', { enum: NOTIFY_MODES }).notNull().default('all'),
    notifyNewListings: text('notify_new_listings', { enum: NOTIFY_MODES }).notNull().default('all'),
    /** How matches reach the user's inbox (the in-app notifications are unaffected). */
    emailFrequency: text('email_frequency', { enum: EMAIL_FREQUENCIES }).notNull().default('daily'),
    /** Up to when matches went out by e-mail: the next digest lists what came after. */
    emailedUntil: timestamp('emailed_until', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    check('preferences_listing_type_check', sql`listing_type is null or ${oneOf('listing_type', LISTING_TYPES)}`),
    check('preferences_rental_type_check', sql`rental_type is null or ${oneOf('rental_type', RENTAL_TYPES)}`),
    check(
      'preferences_notify_check',
      sql`${oneOf('notify_price_drops', NOTIFY_MODES)} and ${oneOf('notify_new_listings', NOTIFY_MODES)}`,
    ),
    check(
      'preferences_ranges_check',
      sql`coalesce(${t.minPrice}, 0) >= 0 and coalesce(${t.minBedrooms}, 0) >= 0 and coalesce(${t.minBathrooms}, 0) >= 0
        and (${t.maxPrice} is null or ${t.maxPrice} >= coalesce(${t.minPrice}, 0))
        and (${t.maxBedrooms} is null or ${t.maxBedrooms} >= coalesce(${t.minBedrooms}, 0))
        and (${t.maxBathrooms} is null or ${t.maxBathrooms} >= coalesce(${t.minBathrooms}, 0))`,
    ),
    check('preferences_property_type_check', sql`property_type is null or ${oneOf('property_type', PROPERTY_TYPES)}`),
    check(
      'preferences_area_check',
      sql`coalesce(${t.minArea}, 0) >= 0 and (${t.maxArea} is null or ${t.maxArea} >= coalesce(${t.minArea}, 0))`,
    ),
    check(
      'preferences_amenities_check',
      sql.raw(`amenities <@ array[${AMENITIES.map((a) => `'${a}'`).join(', ')}]::text[]`),
    ),
    check('preferences_email_frequency_check', oneOf('email_frequency', EMAIL_FREQUENCIES)),
    index('preferences_user_idx').on(t.userId),
    index('preferences_match_idx').on(t.listingType, t.rentalType).where(sql`${t.enabled}`),
  ],
);

/** A user's shortlist: a listing they keep. Both sides go with their row (a deleted listing leaves no favourite). */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.apartmentId] }),
    // A price drop finds the listing's fans (notifications/events.ts).
    index('favourites_apartment_idx').on(t.apartmentId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin marked it handled; null while unread. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    // The inbox pages newest first by id (the primary key); the dashboard counts the unread ones.
    index('contact_messages_unread_idx').on(t.createdAt).where(sql`${t.handledAt} is null`),
  ],
);

/** "Report this listing" (issue 21): open until an admin hides, dismisses or restores. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The reporting account; null for a visitor, who is known by address only. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('listing_reports_reason_check', oneOf('reason', REPORT_REASONS)),
    check('listing_reports_status_check', oneOf('status', REPORT_STATUSES)),
    // One open report per account, or per address for visitors, per listing.
    uniqueIndex('listing_reports_open_user_idx')
      .on(t.apartmentId, t.userId)
      .where(sql`status = 'open' and user_id is not null`),
    uniqueIndex('listing_reports_open_ip_idx').on(t.apartmentId, t.ip).where(sql`status = 'open' and user_id is null`),
    index('listing_reports_open_idx').on(t.apartmentId, t.createdAt).where(sql`status = 'open'`),
  ],
);

/** Single-use links sent by mail (verify an address, reset a password): only a hash is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('account_tokens_purpose_check', oneOf('purpose', ACCOUNT_TOKEN_PURPOSES)),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Background work (mail, digests, clean-ups), shared by every app process: a job is taken with
 * `for update skip locked`, retried with backoff when it fails, and survives restarts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** At most one waiting job per key (a scheduled digest, a clean-up): repeats are dropped. */
    singletonKey: text('singleton_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Taken by a worker until then; a worker that died lets it go when this passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Gave up after maxAttempts: kept for a person to look at. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.failedAt} is null`),
    uniqueIndex('jobs_singleton_idx').on(t.singletonKey),
  ],
);

/** Photos uploaded and not yet shown by a listing: a job deletes those left over after a day. */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    path: text('path').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_uploads_created_idx').on(t.createdAt)],
);
