import { z } from 'zod';
import { parseBoundingBox } from './bbox.ts';
import { CITY_IDS } from './cities.ts';
import { FILTER_NAMES, type ListingFilters } from './listing-filters.ts';
import { type ListingTexts, listingTextIssues, textLengthIssues } from './listing-texts.ts';
import {
  AMENITIES,
  type Amenity,
  DEFAULT_DOWN_PAYMENT_PERCENTAGE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAYMENT_YEARS,
  LISTING_TYPES,
  MAX_PAGE_SIZE,
  PAYMENT_TYPES,
  PHOTO_URL,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  SORTS,
} from './listings.ts';
import type { MessageKey } from './messages.ts';
import { editShape, isoDateTime } from './schema-helpers.ts';

/** The listing routes' schemas: what the API takes and answers (the rules they apply are in listings.ts). */

/** The largest area in m² a listing or an area filter takes. */
export const MAX_AREA = 10_000_000;

/** PostgreSQL text cannot hold U+0000: such input is refused by the schema, never by the database. */
const hasNoNul = (text: string) => !text.includes('\u0000');

export const photoUrlSchema = z
  .string()
  .max(2048)
  .regex(PHOTO_URL, { message: 'validPhotoUrl' })
  .refine(hasNoNul, { message: 'validPhotoUrl' });

function storedText(min: number, max: number, message: MessageKey) {
  return z.string().trim().min(min, { message }).max(max).refine(hasNoNul, { message: 'invalid' });
}

/** A title or description in one language: optional, '' when not written; the lengths are listingTextIssues'. */
function listingText(max: number) {
  return z.string().trim().max(max).refine(hasNoNul, { message: 'invalid' }).default('');
}

export const MAX_PRICE = 1_000_000_000_000;

/** A listing as the API answers it (the spec's field names). */
export const listingSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_ar: z.string(),
  title_ku: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  description_ku: z.string(),
  price: z.number(),
  listing_type: z.enum(LISTING_TYPES),
  property_type: z.enum(PROPERTY_TYPES),
  rental_type: z.enum(RENTAL_TYPES).nullable(),
  payment_type: z.enum(PAYMENT_TYPES),
  down_payment_percentage: z.number().int(),
  payment_years: z.number().int(),
  location_en: z.string(),
  location_ar: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  area: z.number(),
  amenities: z.array(z.enum(AMENITIES)),
  images: z.array(z.string()),
  available: z.boolean(),
  ownerId: z.number().int().nullable(),
  /** The owner keeps their number off this listing: enquiries only (issue 19). */
  hide_phone: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Dar checked the owner's phone and identity (issue 21). */
  ownerVerified: z.boolean(),
  /** Hidden by moderation: only its owner and admins see such a listing, and this tells them. */
  hidden: z.boolean(),
  /** The admin's reason while hidden (the owner reads it on their list); null otherwise. */
  hiddenReason: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Listing = z.output<typeof listingSchema>;

/**
 * A listing as a result card shows it (`GET /api/apartments?fields=card`, what the web's result
 * screens ask for): no descriptions, amenities, owner or dates, about a third of the bytes
 * of the spec's full answer, which stays the default.
 */
export const listingCardSchema = listingSchema.pick({
  id: true,
  title_en: true,
  title_ar: true,
  title_ku: true,
  price: true,
  listing_type: true,
  property_type: true,
  rental_type: true,
  payment_type: true,
  down_payment_percentage: true,
  payment_years: true,
  location_en: true,
  location_ar: true,
  bedrooms: true,
  bathrooms: true,
  area: true,
  images: true,
  available: true,
  hide_phone: true,
  latitude: true,
  longitude: true,
  ownerVerified: true,
});
export type ListingCard = z.output<typeof listingCardSchema>;
export type ListingCardJson = z.input<typeof listingCardSchema>;
export const listingCardListSchema = z.array(listingCardSchema);

/**
 * `GET /api/apartments/:id`: the listing, the owner's first name and whether a number can be
 * revealed (`POST /api/apartments/:id/contact`); never the number itself, which is rate-limited.
 */
export const listingDetailSchema = listingSchema.extend({
  owner_first_name: z.string().nullable(),
  /** The owner has a number and does not hide it on this listing. */
  phone_available: z.boolean(),
});
export type ListingDetail = z.output<typeof listingDetailSchema>;
export type ListingDetailJson = z.input<typeof listingDetailSchema>;
export const listingListSchema = z.array(listingSchema);
/** A listing as the JSON answers carry it (dates are ISO strings): what the web app holds. */
export type ListingJson = z.input<typeof listingSchema>;

/**
 * A listing's fields with their own rules: newListingSchema without the rule across the texts
 * (zod cannot pick or make partial a schema with refinements; a partial update checks the merged
 * listing with listingTextIssues).
 */
export const listingFieldsSchema = z.object({
  title_ar: listingText(200),
  title_ku: listingText(200),
  title_en: listingText(200),
  description_ar: listingText(5000),
  description_ku: listingText(5000),
  description_en: listingText(5000),
  price: z
    .number({ message: 'pricePositive' })
    .int({ message: 'validPrice' })
    .positive({ message: 'pricePositive' })
    .max(MAX_PRICE),
  listing_type: z.enum(LISTING_TYPES).default('rent'),
  property_type: z.enum(PROPERTY_TYPES).default('apartment'),
  /** Only for rent; the server stores null for other types. */
  rental_type: z.enum(RENTAL_TYPES).nullable().default('long'),
  payment_type: z.enum(PAYMENT_TYPES).default('full'),
  down_payment_percentage: z.number().int().min(0).max(100).default(DEFAULT_DOWN_PAYMENT_PERCENTAGE),
  payment_years: z.number().int().min(1).max(30).default(DEFAULT_PAYMENT_YEARS),
  location_en: storedText(2, 200, 'required'),
  location_ar: storedText(2, 200, 'required'),
  bedrooms: z.number({ message: 'bedroomsMin' }).int().min(0, { message: 'bedroomsMin' }).max(100).default(1),
  bathrooms: z.number({ message: 'bathroomsMin' }).int().min(0, { message: 'bathroomsMin' }).max(100).default(1),
  area: z
    .number({ message: 'areaPositive' })
    .positive({ message: 'areaPositive' })
    .int({ message: 'areaWhole' })
    .max(MAX_AREA),
  amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).default([]),
  images: z.array(photoUrlSchema).max(20).default([]),
  available: z.boolean().default(true),
  /** Keep the owner's number off this listing: enquiries only. */
  hide_phone: z.boolean().default(false),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
});

/** The add-property form and `POST /api/apartments`: the spec's rules and exact messages. */
/** Adds a text rule's issues to a schema's, also while another field is wrong: every message at once. */
function withTextIssues<S extends z.ZodObject>(schema: S, issuesOf: typeof listingTextIssues) {
  return schema.superRefine(
    (texts, context) => {
      for (const { field, message } of issuesOf(texts as ListingTexts)) {
        context.addIssue({ code: 'custom', message, path: [field] });
      }
    },
    { when: () => true },
  );
}

export const newListingSchema = withTextIssues(listingFieldsSchema, listingTextIssues);
export type NewListing = z.input<typeof newListingSchema>;
/** A new listing as the form sends it (the schema's output: defaults filled in). */
export type NewListingBody = z.output<typeof newListingSchema>;

/**
 * `PATCH /api/apartments/:id`, the owner's full edit: any of the add form's fields, by the same
 * rules; a field left out stays as it is. The rules across fields run on the listing with the
 * edit applied (validateListing in listings.ts).
 */
export const listingEditSchema = withTextIssues(z.object(editShape(listingFieldsSchema.shape)), textLengthIssues);
export type ListingEdit = z.output<typeof listingEditSchema>;

export const priceUpdateSchema = z.object({
  price: z
    .number({ message: 'validPrice' })
    .int({ message: 'validPrice' })
    .positive({ message: 'validPrice' })
    .max(MAX_PRICE),
});
export const availabilityUpdateSchema = z.object({ available: z.boolean() });
export const photosUpdateSchema = z.object({ photos: z.array(photoUrlSchema).max(20) });
/** The spec's details edit: its titles by the texts' rule, on the listing with the edit applied (validateListing). */
export const detailsUpdateSchema = withTextIssues(
  z.object({
    title_en: listingFieldsSchema.shape.title_en,
    title_ar: listingFieldsSchema.shape.title_ar,
    location_en: listingFieldsSchema.shape.location_en,
    location_ar: listingFieldsSchema.shape.location_ar,
    bedrooms: z.number().int().min(0, { message: 'bedroomsMin' }).max(100),
    bathrooms: z.number().int().min(0, { message: 'bathroomsMin' }).max(100),
    /** Absent: unchanged (the spec's edit sends no such field). */
    hide_phone: z.boolean().optional(),
  }),
  textLengthIssues,
);
export type DetailsUpdate = z.output<typeof detailsUpdateSchema>;

/** A bad search parameter is named in `fields` with a translated "Invalid value". */
const INVALID = { error: 'invalid' } as const;
const flag = z.enum(['true', 'false'], INVALID).transform((v) => v === 'true');
const count = z.coerce.number(INVALID).int(INVALID).min(0, INVALID).max(100, INVALID);
const money = z.coerce.number(INVALID).int(INVALID).min(0, INVALID).max(MAX_PRICE, INVALID);
const squareMetres = z.coerce.number(INVALID).int(INVALID).min(0, INVALID).max(MAX_AREA, INVALID);
/** `amenities=wifi,parking`: listings that have all of them. */
const amenityList = z
  .string(INVALID)
  .max(200, INVALID)
  .refine((text) => text.split(',').every((item) => (AMENITIES as readonly string[]).includes(item.trim())), INVALID)
  .transform((text) => [...new Set(text.split(',').map((item) => item.trim() as Amenity))]);

/**
 * `GET /api/apartments` query (DESIGN.md section 7 names). bedrooms=4 means 4 or more and
 * bathrooms=3 means 3 or more unless the matching …Exact flag is true.
 */
export const searchQuerySchema = z.object({
  q: z.string(INVALID).trim().max(100, INVALID).refine(hasNoNul, INVALID).optional(),
  listingType: z.enum(LISTING_TYPES, INVALID).optional(),
  rentalType: z.enum(RENTAL_TYPES, INVALID).optional(),
  propertyType: z.enum(PROPERTY_TYPES, INVALID).optional(),
  city: z.enum([...CITY_IDS, 'all'], INVALID).optional(),
  minPrice: money.optional(),
  maxPrice: money.optional(),
  bedrooms: count.optional(),
  bathrooms: count.optional(),
  minArea: squareMetres.optional(),
  maxArea: squareMetres.optional(),
  /** Only `true` filters (furnished listings); the URL leaves it out otherwise. */
  furnished: z
    .enum(['true'], INVALID)
    .transform(() => true as const)
    .optional(),
  amenities: amenityList.optional(),
  /** `minLng,minLat,maxLng,maxLat` inside Iraq (common/bbox.ts): listings with coordinates in it. */
  bbox: z
    .string(INVALID)
    .max(100, INVALID)
    .transform((text, context) => {
      const box = parseBoundingBox(text);
      if (!box) context.addIssue({ code: 'custom', message: 'invalid', input: text });
      return box ?? z.NEVER;
    })
    .optional(),
  bedroomsExact: flag.optional(),
  bathroomsExact: flag.optional(),
  /** `all` includes unavailable listings: admins, and owners on their own listings. */
  available: z.enum(['all'], INVALID).optional(),
  ownerId: z.coerce.number(INVALID).int(INVALID).positive(INVALID).max(2_147_483_647, INVALID).optional(),
  sort: z.enum(SORTS, INVALID).default('newest'),
  limit: z.coerce.number(INVALID).int(INVALID).min(1, INVALID).max(MAX_PAGE_SIZE, INVALID).default(DEFAULT_PAGE_SIZE),
  /** Opaque keyset cursor from the previous page's Link header. */
  cursor: z.string(INVALID).max(200, INVALID).optional(),
  /** `card`: each listing as a result card shows it (listingCardSchema); the full listing otherwise. */
  fields: z.enum(['card'], INVALID).optional(),
  lang: z.string().optional(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchParams = z.input<typeof searchQuerySchema>;

export const statsSchema = z.object({
  totalApartments: z.number().int(),
  totalBookings: z.number().int(),
  pendingBookings: z.number().int(),
  confirmedBookings: z.number().int(),
});
export type Stats = z.output<typeof statsSchema>;

export const cityResponseSchema = z.object({
  id: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  name_ku: z.string(),
  lat: z.number(),
  lng: z.number(),
  isDistrict: z.boolean(),
});

/**
 * Reads filters from a URL query by the API's own schema, parameter by parameter: what the API
 * would refuse is dropped, the rest kept. An empty parameter is no filter.
 */
export function parseFilters(params: URLSearchParams): ListingFilters {
  const filters: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const raw = params.get(name)?.trim();
    if (!raw) continue;
    const parsed = searchQuerySchema.shape[name].safeParse(raw);
    if (parsed.success) filters[name] = parsed.data;
  }
  return filters as ListingFilters;
}
