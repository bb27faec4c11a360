import { DEFAULT_LANGUAGE, type Language, pickText, listingTitle } from '../languages.ts';
import type { Listing } from '../listing-schemas.ts';

/**
 * The share preview image (og:image) of each page: 1200×630, the size Facebook, WhatsApp,
 * Telegram and X show large. A listing's is its first photo cropped to that size, or a card with
 * its title and price (server/features/seo/share-images.ts draws both).
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** Raised whenever the drawing of the images changes, so that every image URL changes with it. */
export const SHARE_IMAGE_DESIGN = 1;

/** The site's own image (brand and tagline), for every page that is not a listing. */
export const SITE_IMAGE_PATH = `/og/site.jpg?v=${SHARE_IMAGE_DESIGN}`;

/** What a listing's image shows: the URL changes when any of it does. */
export type ShareListing = Pick<
  Listing,
  | 'id'
  | 'title_en'
  | 'title_ar'
  | 'title_ku'
  | 'price'
  | 'listing_type'
  | 'rental_type'
  | 'location_en'
  | 'location_ar'
  | 'bedrooms'
  | 'area'
  | 'images'
>;

/** A short fingerprint of everything the listing's image shows in this language. */
export function shareImageVersion(listing: ShareListing, language: Language): string {
  const shown = [
    SHARE_IMAGE_DESIGN,
    listing.images[0] ?? '',
    pickText(language, listingTitle(listing)),
    pickText(language, { en: listing.location_en, ar: listing.location_ar }),
    listing.price,
    listing.listing_type,
    listing.rental_type,
    listing.bedrooms,
    listing.area,
    language,
  ].join('\u0000');
  return fnv1a(shown);
}

/**
 * `/og/listings/42.jpg?v=…` (and `&lang=en|ku` for a reader of another language): the versioned
 * address is cached for a year, so it must change whenever the picture does.
 */
export function shareImagePath(listing: ShareListing, language: Language): string {
  const lang = language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`;
  return `/og/listings/${listing.id}.jpg?v=${shareImageVersion(listing, language)}${lang}`;
}

/** 32-bit FNV-1a of the text's UTF-16 code units, as 8 hex digits: a cache key, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
