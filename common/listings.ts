/** Listing constants from the spec (sections 3 and 9) and DESIGN.md section 7. */
export const LISTING_TYPES = ['rent', 'sale', 'land'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

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

export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const ROLES = ['admin', 'owner', 'renter'] as const;
export type Role = (typeof ROLES)[number];

export const NOTIFICATION_TYPES = [
  'price_drop',
  'price_change',
  'new_listing',
  'match',
  'property_update',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFY_MODES = ['all', 'none'] as const;

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
