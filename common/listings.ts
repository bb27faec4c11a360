/** The listing domain's constants and rules (no zod: the pages' first load imports them); its schemas are in listing-schemas.ts. */
import { type ListingTexts, listingTextIssues } from './listing-texts.ts';
import type { MessageKey } from './messages.ts';

/** Listing constants from the spec (sections 3 and 9) and DESIGN.md section 7. */
export const LISTING_TYPES = ['rent', 'sale', 'land'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** What the property is (issue 20), beside how it is offered (the listing type). */
export const PROPERTY_TYPES = ['apartment', 'house', 'villa', 'land', 'commercial', 'farm'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** The property types offered with homes (rent, sale) and with land. */
export const HOME_TYPES: readonly PropertyType[] = ['apartment', 'house', 'villa', 'commercial', 'farm'];
export const LAND_TYPES: readonly PropertyType[] = ['land', 'commercial', 'farm'];

export const RENTAL_TYPES = ['long', 'short'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];

export const PAYMENT_TYPES = ['full', 'credit'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const AMENITIES = [
  'wifi',
  'parking',
  'ac',
  'heating',
  'elevator',
  'balcony',
  'garden',
  'pool',
  'gym',
  'security',
  'furnished',
  'pet_friendly',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/**
 * A set of amenities as bits, bit i for AMENITIES[i]: what the database's `amenity_bits(text[])`
 * keeps beside each listing's list (migration 0033), so that a count checks "has all of them" on an
 * index entry, `(amenity_bits & mask) = mask`, instead of reading the table.
 */
export function amenityMask(amenities: readonly Amenity[]): number {
  return amenities.reduce((mask, amenity) => mask | (1 << AMENITIES.indexOf(amenity)), 0);
}

/** The spec's currency: the Arabic abbreviation of dinar, in every language (DESIGN.md section 7). */
export const CURRENCY = 'د.ع';

export const DEFAULT_DOWN_PAYMENT_PERCENTAGE = 20;
export const DEFAULT_PAYMENT_YEARS = 10;
export const RENT_PAGE_LIMIT = 6;

/** The price band kinds: long and short rent, sale, land. */
export type PriceKind = 'long' | 'short' | 'sale' | 'land';

/** Lower bounds of the spec's four price bands per kind (section 9); the last band is open. */
export const PRICE_BAND_STARTS: Record<PriceKind, readonly number[]> = {
  long: [0, 1_500_000, 2_500_000, 3_500_000],
  short: [0, 100_000, 150_000, 200_000],
  sale: [0, 150_000_000, 300_000_000, 500_000_000],
  land: [0, 250_000_000, 500_000_000, 750_000_000],
};

export function priceKind(listingType: ListingType, rentalType?: RentalType | null): PriceKind {
  if (listingType === 'rent') return rentalType === 'short' ? 'short' : 'long';
  return listingType;
}

/** Credit sale maths (DESIGN.md section 7). */
export function creditPlan(price: number, downPaymentPercentage: number, years: number) {
  const downPayment = Math.round((price * downPaymentPercentage) / 100);
  const monthlyPayment = Math.round((price - downPayment) / (years * 12));
  return { downPayment, monthlyPayment };
}

interface ListingTerms {
  listing_type: ListingType;
  rental_type?: RentalType | null;
  payment_type?: PaymentType;
}

/**
 * What the listing type decides (spec section 5): only a rent has a rental type (long unless
 * short), only a sale may be paid by credit. The add form applies it while the owner chooses;
 * the server applies it again to whatever is posted.
 */
export function applyListingTypeRules<T extends ListingTerms>(
  listing: T,
): T & { rental_type: RentalType | null; payment_type: PaymentType } {
  return {
    ...listing,
    rental_type: listing.listing_type === 'rent' ? (listing.rental_type ?? 'long') : null,
    payment_type: listing.listing_type === 'sale' ? (listing.payment_type ?? 'full') : 'full',
  };
}

/**
 * The rules across a listing's fields, run on the whole listing: a new one, or a stored one with
 * an edit applied (a field may be valid alone and not beside the others). Answers the fields at
 * fault with their messages, none when the listing may be stored. (The listing type's rules are
 * not faults: applyListingTypeRules settles them.)
 */
export function validateListing(
  listing: ListingTexts & {
    latitude?: number | null;
    longitude?: number | null;
  },
): Partial<Record<string, MessageKey>> {
  const issues: Partial<Record<string, MessageKey>> = {};
  // Readable in at least one language (common/listing-texts.ts).
  for (const { field, message } of listingTextIssues(listing)) issues[field] ??= message;
  // A map pin has both coordinates, or none.
  if ((listing.latitude == null) !== (listing.longitude == null)) {
    issues[listing.latitude == null ? 'latitude' : 'longitude'] = 'invalid';
  }
  return issues;
}

/** Which period a listing's price is for: short stays per night, long rent per month, sales and land once. */
export function pricePeriod(listing: {
  listing_type: ListingType;
  rental_type: RentalType | null;
}): 'night' | 'month' | null {
  if (listing.listing_type !== 'rent') return null;
  return listing.rental_type === 'short' ? 'night' : 'month';
}

/** A credit sale's plan, or null when the listing is paid in full. */
export function listingCreditPlan(listing: {
  listing_type: ListingType;
  payment_type: PaymentType;
  price: number;
  down_payment_percentage: number;
  payment_years: number;
}) {
  if (listing.listing_type !== 'sale' || listing.payment_type !== 'credit') return null;
  return {
    ...creditPlan(listing.price, listing.down_payment_percentage, listing.payment_years),
    years: listing.payment_years,
    percentage: listing.down_payment_percentage,
  };
}

/** A photo is an https URL or a photo this server stored (DESIGN.md section 7). */
export const PHOTO_URL = /^(https:\/\/[^\s]+|\/uploads\/[0-9a-f]{24}-1600\.webp)$/;

export const SORTS = ['newest', 'price_asc', 'price_desc', 'area_desc'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** A listing's public reference, as owners and seekers quote it on the phone: `DAR-000104`. */
export function listingReference(id: number): string {
  return `DAR-${String(id).padStart(6, '0')}`;
}

/** A search text that is a listing's reference ("DAR-000104", "dar 104", "DAR104"): its id. */
export function idOfReference(text: string): number | undefined {
  const match = /^\s*dar[-\s]?(\d{1,9})\s*$/i.exec(text);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : undefined;
}
