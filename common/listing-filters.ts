import { type BoundingBox, formatBoundingBox } from './bbox.ts';
import { type City, findCity } from './cities.ts';
import {
  type ListingType,
  PRICE_BAND_STARTS,
  RENT_PAGE_LIMIT,
  type PriceKind,
  priceKind,
  type RentalType,
} from './listings.ts';
import type { SearchQuery } from './listing-schemas.ts';

/** The search parameters a list page keeps in its URL query (the API's names, DESIGN.md section 7). */
export const FILTER_NAMES = [
  'q',
  'listingType',
  'rentalType',
  'city',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'propertyType',
  'minArea',
  'maxArea',
  'furnished',
  'amenities',
  'bbox',
  'sort',
] as const;
type FilterName = (typeof FILTER_NAMES)[number];

/**
 * The filters of a list page, as they live in the URL query: the API's own parameters
 * (common/listings.ts, searchQuerySchema). Pure functions only: the filter bar and the tests share them.
 */
export type ListingFilters = Partial<Pick<SearchQuery, FilterName>>;

/** From these counts up, a list page's room filter means "this many or more" (the spec's 4+ and 3+). */
export const OPEN_ENDED_FROM = { bedrooms: 4, bathrooms: 3 } as const;
export type RoomFilter = keyof typeof OPEN_ENDED_FROM;

/**
 * Whether a room filter of `count` means "at least": from the open-ended count up, unless the
 * page asks for exact numbers (the city screen). The search's SQL and the filter bar's "4+" both ask.
 */
export function isAtLeast(room: RoomFilter, count: number, isExact: boolean): boolean {
  return !isExact && count >= OPEN_ENDED_FROM[room];
}

const oneTo = (top: number) => Array.from({ length: top }, (_, index) => index + 1);
export const BEDROOM_CHOICES = oneTo(OPEN_ENDED_FROM.bedrooms);
export const BATHROOM_CHOICES = oneTo(OPEN_ENDED_FROM.bathrooms);

export const SLIDER_STEPS = 100;

/** The slider's top: twice the lower bound of the kind's highest band. */
export function sliderTop(kind: PriceKind): number {
  const starts = PRICE_BAND_STARTS[kind];
  return 2 * (starts[starts.length - 1] ?? 0);
}

/** The slider's lowest cap: where the cheapest real listings of the kind start. */
export const SLIDER_BOTTOM: Record<PriceKind, number> = {
  long: 100_000,
  short: 10_000,
  sale: 10_000_000,
  land: 10_000_000,
};

export function roundToTwoSignificant(value: number): number {
  if (value <= 0) return 0;
  const factor = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / factor) * factor;
}

/**
 * Whether a price is one the filter bar offers: a slider step or a chip's lower bound (two
 * significant digits), or a chip's upper bound (one dinar below such a price). Such prices recur
 * from one search to the next, where prices typed into the city page's boxes seldom do.
 */
export function isOfferedPrice(price: number): boolean {
  return [price, price + 1].some((bound) => bound > 0 && roundToTwoSignificant(bound) === bound);
}

/**
 * Prices spread over orders of magnitude, so the slider's scale is logarithmic (issue 20):
 * positions 0–99 are 'Up to n', n from the kind's bottom to its top, each step the same ratio,
 * rounded to two significant digits; the far end (100, the default) is 'Any price', no limit.
 */
export function priceAtPosition(kind: PriceKind, position: number): number | undefined {
  if (position >= SLIDER_STEPS) return undefined;
  const bottom = SLIDER_BOTTOM[kind];
  const step = Math.max(0, Math.round(position)) / (SLIDER_STEPS - 1);
  return roundToTwoSignificant(bottom * (sliderTop(kind) / bottom) ** step);
}

/** The slider position showing a cap: the nearest position whose price is that cap; no cap is the far end. */
export function positionOfPrice(kind: PriceKind, maxPrice: number | undefined): number {
  if (maxPrice === undefined) return SLIDER_STEPS;
  const bottom = SLIDER_BOTTOM[kind];
  const estimate = Math.round(
    (Math.log(Math.max(maxPrice, 1) / bottom) / Math.log(sliderTop(kind) / bottom)) * (SLIDER_STEPS - 1),
  );
  for (const candidate of [estimate, estimate - 1, estimate + 1]) {
    if (candidate >= 0 && candidate < SLIDER_STEPS && priceAtPosition(kind, candidate) === maxPrice) return candidate;
  }
  return Math.min(SLIDER_STEPS - 1, Math.max(0, estimate));
}

/** The spec's price bands of a kind (section 9) as [min, max] filters: the last has no maximum. */
export function priceBands(kind: PriceKind): { minPrice: number | undefined; maxPrice: number | undefined }[] {
  const starts = PRICE_BAND_STARTS[kind];
  return starts.map((start, index) => {
    const next = starts[index + 1];
    return { minPrice: start === 0 ? undefined : start, maxPrice: next === undefined ? undefined : next - 1 };
  });
}

export function filtersPriceKind(filters: ListingFilters): PriceKind {
  return priceKind(filters.listingType ?? 'rent', filters.rentalType);
}

/**
 * Changing the listing type resets the price; rent starts as long-term, other types have no
 * rental type. Land and homes have different property types, and land no amenities: those go too.
 */
export function changeListingType(filters: ListingFilters, listingType: ListingType): ListingFilters {
  const isLandChange = (filters.listingType === 'land') !== (listingType === 'land');
  return {
    ...filters,
    listingType,
    rentalType: listingType === 'rent' ? 'long' : undefined,
    minPrice: undefined,
    maxPrice: undefined,
    ...(isLandChange ? { propertyType: undefined, furnished: undefined, amenities: undefined } : {}),
  };
}

/** Changing the rental type resets the price: the scale is a different one. */
export function changeRentalType(filters: ListingFilters, rentalType: RentalType): ListingFilters {
  return { ...filters, rentalType, minPrice: undefined, maxPrice: undefined };
}

/** Writes filters to a URL query; empty values are left out so links stay short. */
export function serializeFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    params.set(name, name === 'bbox' ? formatBoundingBox(value as BoundingBox) : String(value));
  }
  return params;
}

export interface ApiQueryOptions {
  /** The city screen matches bedrooms and bathrooms exactly; list pages read 4 as 4+ and 3 as 3+. */
  isExact?: boolean;
  limit?: number;
}

/** The `GET /api/apartments` query string for a page's filters: result cards, not full listings. */
export function toApiQuery(filters: ListingFilters, { isExact = false, limit }: ApiQueryOptions = {}): string {
  const params = serializeFilters(filters);
  params.set('fields', 'card');
  if (isExact) {
    if (filters.bedrooms !== undefined) params.set('bedroomsExact', 'true');
    if (filters.bathrooms !== undefined) params.set('bathroomsExact', 'true');
  }
  if (limit !== undefined) params.set('limit', String(limit));
  params.sort();
  return params.toString();
}

/**
 * A list page's filters (the URL's, with what the page fixes) and its API query: the page and
 * its loader build the same API query from them.
 */
export function rentPageQuery(url: ListingFilters) {
  const filters = { ...url, listingType: 'rent' as const, rentalType: url.rentalType ?? 'long' };
  return { filters, apiQuery: toApiQuery(filters, { limit: RENT_PAGE_LIMIT }) };
}

export function salesPageQuery(url: ListingFilters) {
  const filters = { ...url, listingType: 'sale' as const, rentalType: undefined };
  return { filters, apiQuery: toApiQuery(filters) };
}

/** Lands have no rooms, rental type, furnishing or amenities: search, city, price, type and area. */
export function landsPageQuery(url: ListingFilters) {
  const filters = {
    q: url.q,
    city: url.city,
    minPrice: url.minPrice,
    maxPrice: url.maxPrice,
    sort: url.sort,
    propertyType: url.propertyType,
    minArea: url.minArea,
    maxArea: url.maxArea,
    bbox: url.bbox,
    listingType: 'land' as const,
  };
  return { filters, apiQuery: toApiQuery(filters) };
}

/** The city screen's city: null for every city (`/city`, `/city/all`), undefined for no such city. */
export function routeCity(cityId: string | undefined): City | null | undefined {
  return cityId === undefined || cityId === 'all' ? null : findCity(cityId);
}

/**
 * The city screen: the route fixes the city (none for every city), the URL chooses rent (the
 * default), sale or land, and rooms match exactly.
 */
export function cityPageQuery(url: ListingFilters, cityId: string | undefined) {
  const listingType = url.listingType ?? 'rent';
  const filters: ListingFilters = {
    ...url,
    listingType,
    rentalType: listingType === 'rent' ? (url.rentalType ?? 'long') : undefined,
    city: cityId,
  };
  return { filters, apiQuery: toApiQuery(filters, { isExact: true }) };
}
