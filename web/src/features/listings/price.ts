import { creditPlan } from '../../../../common/listings.ts';
import type { Apartment } from '../../../../common/apartments.ts';

export { formatDinar, formatNumber } from '../../lib/format-dinar.ts';

/** Which period a listing's price is for: short stays per night, long rent per month, sales once. */
export function pricePeriod(apartment: Pick<Apartment, 'listing_type' | 'rental_type'>): 'night' | 'month' | null {
  if (apartment.listing_type !== 'rent') return null;
  return apartment.rental_type === 'short' ? 'night' : 'month';
}

/** A credit sale's plan, or null when the listing is paid in full. */
export function listingCreditPlan(
  apartment: Pick<Apartment, 'listing_type' | 'payment_type' | 'price' | 'down_payment_percentage' | 'payment_years'>,
) {
  if (apartment.listing_type !== 'sale' || apartment.payment_type !== 'credit') return null;
  return {
    ...creditPlan(apartment.price, apartment.down_payment_percentage, apartment.payment_years),
    years: apartment.payment_years,
    percentage: apartment.down_payment_percentage,
  };
}

/** A typed price: separators (`,` space `٬`) and Arabic-Indic digits are fine; anything else is not a price. */
export function parsePriceInput(text: string): number | undefined | 'invalid' {
  const digits = text
    .replace(/[,\s\u066c]/g, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  if (digits === '') return undefined;
  return /^\d{1,13}$/.test(digits) ? Number(digits) : 'invalid';
}
