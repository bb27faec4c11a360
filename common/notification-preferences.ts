import { z } from 'zod';
import { CITY_IDS } from './cities.ts';
import { formatBoundingBox } from './bbox.ts';
import { MAX_AREA, searchQuerySchema } from './listing-schemas.ts';
import { AMENITIES, LISTING_TYPES, PROPERTY_TYPES, RENTAL_TYPES } from './listings.ts';
import { isoDateTime } from './schema-helpers.ts';

export const NOTIFY_MODES = ['all', 'none'] as const;

/** How a saved search's matches reach the inbox: each at once, a daily or weekly digest, or not at all. */
export const EMAIL_FREQUENCIES = ['instant', 'daily', 'weekly', 'none'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

/** A user may keep this many saved searches; each one is matched against every new listing. */
export const MAX_PREFERENCES_PER_USER = 20;

const bound = z.number({ message: 'invalid' }).int({ message: 'invalid' }).min(0, { message: 'notNegative' });
const optionalBound = bound.nullable().default(null);
const area = bound.max(MAX_AREA, { message: 'invalid' });

/** The search's own rules for the filters a saved search shares with `GET /api/apartments`. */
const search = searchQuerySchema.shape;
const amenity = z.enum(AMENITIES, { message: 'invalid' });

const RANGES = [
  ['minPrice', 'maxPrice'],
  ['minArea', 'maxArea'],
  ['minBedrooms', 'maxBedrooms'],
  ['minBathrooms', 'maxBathrooms'],
] as const;

/**
 * A saved search (spec section 3, notification_preferences), as the form and `POST`/`PUT
 * /api/notification-preferences` send it. An empty field means "any"; `location` is a city id.
 * The rental type only narrows rentals; the server stores none for sales and lands. The richer
 * filters (issue 20) take the search's own rules: `amenities` are all required, `furnished`
 * true asks for furnished listings, `q` is the text search and `bbox` the map area, as
 * `minLng,minLat,maxLng,maxLat` (the answer gives it back in that form).
 */
export const notificationPreferenceInputSchema = z
  .object({
    listingType: z.enum(LISTING_TYPES, { message: 'invalid' }).nullable().default(null),
    rentalType: z.enum(RENTAL_TYPES, { message: 'invalid' }).nullable().default(null),
    minPrice: optionalBound,
    maxPrice: optionalBound,
    minBedrooms: optionalBound,
    maxBedrooms: optionalBound,
    minBathrooms: optionalBound,
    maxBathrooms: optionalBound,
    location: z.enum(CITY_IDS, { message: 'invalid' }).nullable().default(null),
    propertyType: search.propertyType.unwrap().nullable().default(null),
    minArea: area.nullable().default(null),
    maxArea: area.nullable().default(null),
    furnished: z.boolean({ message: 'invalid' }).default(false),
    amenities: z
      .array(amenity, { message: 'invalid' })
      .max(AMENITIES.length, { message: 'invalid' })
      .transform((list) => [...new Set(list)])
      .default([]),
    q: search.q
      .unwrap()
      .nullable()
      .transform((text) => text || null)
      .default(null),
    bbox: search.bbox
      .unwrap()
      .nullable()
      .transform((box) => (box ? formatBoundingBox(box) : null))
      .default(null),
    enabled: z.boolean({ message: 'invalid' }).default(true),
    notifyPriceDrops: z.enum(NOTIFY_MODES, { message: 'invalid' }).default('all'),
    notifyNewListings: z.enum(NOTIFY_MODES, { message: 'invalid' }).default('all'),
    emailFrequency: z.enum(EMAIL_FREQUENCIES, { message: 'invalid' }).default('daily'),
  })
  .superRefine((preference, context) => {
    for (const [min, max] of RANGES) {
      const low = preference[min];
      const high = preference[max];
      if (low !== null && high !== null && low > high) {
        context.addIssue({ code: 'custom', message: 'minAboveMax', path: [max] });
      }
    }
  });
export type NotificationPreferenceInput = z.input<typeof notificationPreferenceInputSchema>;

export const notificationPreferenceSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  listingType: z.enum(LISTING_TYPES).nullable(),
  rentalType: z.enum(RENTAL_TYPES).nullable(),
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  minBedrooms: z.number().int().nullable(),
  maxBedrooms: z.number().int().nullable(),
  minBathrooms: z.number().int().nullable(),
  maxBathrooms: z.number().int().nullable(),
  location: z.string().nullable(),
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  minArea: z.number().int().nullable(),
  maxArea: z.number().int().nullable(),
  furnished: z.boolean(),
  amenities: z.array(z.enum(AMENITIES)),
  q: z.string().nullable(),
  bbox: z.string().nullable(),
  enabled: z.boolean(),
  notifyPriceDrops: z.enum(NOTIFY_MODES),
  notifyNewListings: z.enum(NOTIFY_MODES),
  emailFrequency: z.enum(EMAIL_FREQUENCIES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type NotificationPreference = z.output<typeof notificationPreferenceSchema>;
export const notificationPreferenceListSchema = z.array(notificationPreferenceSchema);
/** A saved search as the JSON answers carry it (dates are ISO strings): what the web app holds. */
export type NotificationPreferenceJson = z.input<typeof notificationPreferenceSchema>;

/** `POST /api/unsubscribe?p=<saved search id>&t=<signature>`: the one-click unsubscribe of an alert mail. */
export const unsubscribeQuerySchema = z.object({
  p: z.coerce.number({ message: 'invalid' }).int({ message: 'invalid' }).min(1).max(2_147_483_647),
  t: z
    .string()
    .max(100)
    .regex(/^[\w-]+$/, { message: 'invalid' }),
  lang: z.string().max(10).optional(),
});
export const unsubscribeAnswerSchema = z.object({ message: z.string() });
