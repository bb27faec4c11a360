import { findCity } from '../cities.ts';
import { formatDinar } from '../format-dinar.ts';
import { LANGUAGES, type Language, pathInLanguage, pickText, listingDescription, listingTitle } from '../languages.ts';
import { priceKind, pricePeriod } from '../listings.ts';
import { type Alternate, absoluteUrl, alternateLinks, publicPagePath, type SitePage } from './public-urls.ts';
import {
  AREA_UNIT,
  bedroomsText,
  LISTING_KINDS,
  PAGE_TEXTS,
  PRICE_PERIODS,
  SITE_IMAGE_ALT,
  SITE_NAME,
} from './seo-texts.ts';
import { SITE_IMAGE_PATH, shareImagePath } from './share-image.ts';
import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  type JsonLd,
  listingJsonLd,
  type SeoContext,
  type SeoListing,
  websiteJsonLd,
} from './structured-data.ts';

/**
 * Everything a public page says about itself in its <head>: the title and description a search
 * result shows, the canonical address and its language alternates, the Open Graph and X values
 * a shared link shows, and the structured data. Pure: the server renders it, the client hydrates
 * with the same.
 */
export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  alternates: readonly Alternate[];
  /** Open Graph's language: ar_IQ, en_US or ckb_IQ. */
  locale: string;
  alternateLocales: readonly string[];
  siteName: string;
  image: { url: string; alt: string };
  /** The short title of a shared link (without the site's name, which og:site_name carries). */
  shareTitle: string;
  jsonLd: readonly JsonLd[];
}

export type { SeoContext } from './structured-data.ts';

const OG_LOCALES: Record<Language, string> = { ar: 'ar_IQ', en: 'en_US', ku: 'ckb_IQ' };

/** What search engines show of a description; longer ones are cut at a word. */
const DESCRIPTION_LENGTH = 160;
/** A listing title past this is cut in the page title (the site's name and the price follow it). */
const TITLE_LENGTH = 70;

/** The meta of every public page but a listing's. An unknown city id gets the cities page's meta. */
export function pageMeta(page: SitePage, context: SeoContext): PageMeta {
  const { origin, language } = context;
  const city = page.name === 'city' ? findCity(page.cityId) : undefined;
  const known: SitePage = page.name === 'city' && !city ? { name: 'cities' } : page;
  const texts = PAGE_TEXTS[known.name];
  const fill = (text: string) => (city ? text.replace('{city}', city.name[language]) : text);
  const heading = fill(texts.title[language]);
  const title = `${heading} · ${SITE_NAME[language]}`;
  const jsonLd =
    known.name === 'home' ? websiteJsonLd(context) : breadcrumbJsonLd(breadcrumbTrail(known, language), context);
  return {
    ...addresses(publicPagePath(known), context),
    title,
    shareTitle: heading,
    description: fill(texts.description[language]),
    image: { url: absoluteUrl(origin, SITE_IMAGE_PATH), alt: SITE_IMAGE_ALT[language] },
    jsonLd: [jsonLd],
  };
}

/** A listing's meta: its title, price in dinar, place, bedrooms and area, its photo or card. */
export function listingMeta(listing: SeoListing, context: SeoContext): PageMeta {
  const { origin, language } = context;
  const title = pickText(language, listingTitle(listing));
  const period = pricePeriod(listing);
  const price = `${formatDinar(listing.price, language)}${period ? ` ${PRICE_PERIODS[period][language]}` : ''}`;
  const facts = [
    `${LISTING_KINDS[priceKind(listing.listing_type, listing.rental_type)][language]}: ${price}`,
    pickText(language, { en: listing.location_en, ar: listing.location_ar }),
    ...(listing.listing_type === 'land' ? [] : [bedroomsText(listing.bedrooms, language)]),
    `${listing.area} ${AREA_UNIT[language]}`,
  ].join(' · ');
  const description = cut(`${facts}. ${pickText(language, listingDescription(listing))}`);
  const page = { name: 'listing', id: listing.id } as const;
  return {
    ...addresses(publicPagePath(page), context),
    title: `${cut(title, TITLE_LENGTH)} · ${formatDinar(listing.price, language)} · ${SITE_NAME[language]}`,
    shareTitle: `${title} · ${price}`,
    description,
    image: { url: absoluteUrl(origin, shareImagePath(listing, language)), alt: title },
    jsonLd: [listingJsonLd(listing, context), breadcrumbJsonLd(breadcrumbTrail(page, language, listing), context)],
  };
}

function addresses(path: string, { origin, language }: SeoContext) {
  return {
    canonical: absoluteUrl(origin, pathInLanguage(path, language)),
    alternates: alternateLinks(origin, path),
    locale: OG_LOCALES[language],
    alternateLocales: LANGUAGES.filter((other) => other !== language).map((other) => OG_LOCALES[other]),
    siteName: SITE_NAME[language],
  };
}

/** Cuts at the last space before `length` and adds an ellipsis; shorter text is left as it is. */
function cut(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const head = flat.slice(0, length - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > length / 2 ? head.slice(0, space) : head).replace(/[\s.,،:;·-]+$/, '')}…`;
}
