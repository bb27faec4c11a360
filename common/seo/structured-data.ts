import { findCity, findCityInLocation } from '../cities.ts';
import {
  LANGUAGE_TAGS,
  type Language,
  pathInLanguage,
  pickText,
  listingDescription,
  listingTitle,
} from '../languages.ts';
import type { ListingJson } from '../listing-schemas.ts';
import { pricePeriod } from '../listings.ts';
import { absoluteUrl, type PublicPage, publicPagePath } from './public-urls.ts';
import { HOME_CRUMB, PAGE_TEXTS, SITE_NAME, TAGLINE } from './seo-texts.ts';

type JsonValue = string | number | boolean | null | readonly JsonValue[] | JsonObject;
interface JsonObject {
  [key: string]: JsonValue;
}

/** One schema.org object as JSON-LD (plain JSON: React Router's `script:ld+json` takes it as it is). */
export type JsonLd = JsonObject & { '@type': string };

/** What the head of a listing's page is made from: the listing as the API answers it (dates play no part). */
export type SeoListing = Omit<ListingJson, 'createdAt' | 'updatedAt'>;

export interface SeoContext {
  /** The site's origin: scheme, host and port, e.g. `https://dar.iq`. */
  origin: string;
  /** The page's language. */
  language: Language;
}

const SCHEMA = 'https://schema.org' as const;
const GOOD_RELATIONS = 'http://purl.org/goodrelations/v1#';

/**
 * A listing as schema.org sees it: an Offer (sale or lease, in Iraqi dinar) of a place. Homes are
 * Accommodation (listings carry no property type yet to say House or Apartment); land is a Place.
 */
export function listingJsonLd(listing: SeoListing, { origin, language }: SeoContext): JsonLd {
  const title = pickText(language, listingTitle(listing));
  const isLand = listing.listing_type === 'land';
  const hasGeo = listing.latitude !== null && listing.longitude !== null;
  const area = { value: listing.area, unitCode: 'MTK', unitText: 'm²' };
  const place: JsonLd = {
    '@type': isLand ? 'Place' : 'Accommodation',
    name: title,
    address: {
      '@type': 'PostalAddress',
      addressLocality: pickText(language, { en: listing.location_en, ar: listing.location_ar }),
      addressCountry: 'IQ',
    },
    ...(hasGeo && { geo: { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude } }),
    ...(isLand
      ? { additionalProperty: { '@type': 'PropertyValue', name: 'area', ...area } }
      : {
          floorSize: { '@type': 'QuantitativeValue', ...area },
          numberOfBedrooms: listing.bedrooms,
          numberOfBathroomsTotal: listing.bathrooms,
        }),
  };
  const period = pricePeriod(listing);
  return {
    '@context': SCHEMA,
    '@type': 'Offer',
    url: absoluteUrl(origin, pathInLanguage(publicPagePath({ name: 'listing', id: listing.id }), language)),
    name: title,
    description: pickText(language, listingDescription(listing)),
    price: listing.price,
    priceCurrency: 'IQD',
    ...(period && {
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: listing.price,
        priceCurrency: 'IQD',
        unitCode: period === 'night' ? 'DAY' : 'MON',
      },
    }),
    businessFunction: `${GOOD_RELATIONS}${listing.listing_type === 'rent' ? 'LeaseOut' : 'Sell'}`,
    availability: `${SCHEMA}/${listing.available ? 'InStock' : 'OutOfStock'}`,
    ...(listing.images.length > 0 && { image: listing.images.map((image) => absoluteUrl(origin, image)) }),
    itemOffered: place,
  };
}

export interface Crumb {
  name: string;
  /** The Arabic (unprefixed) path: each language's is derived from it. */
  path: string;
}

/** The trail from the home page to the page: Home › Cities › Basra; Home › Basra › a listing. */
export function breadcrumbTrail(page: PublicPage, language: Language, listing?: SeoListing): Crumb[] {
  const home = { name: HOME_CRUMB[language], path: '/' };
  const crumb = (of: PublicPage, name: string) => ({ name, path: publicPagePath(of) });
  switch (page.name) {
    case 'home':
      return [home];
    case 'city': {
      const city = findCity(page.cityId);
      const cities = crumb({ name: 'cities' }, PAGE_TEXTS.cities.title[language]);
      return city ? [home, cities, crumb(page, city.name[language])] : [home, cities];
    }
    case 'listing': {
      const city = listing && (findCityInLocation(listing.location_en) ?? findCityInLocation(listing.location_ar));
      const title = listing ? pickText(language, listingTitle(listing)) : '';
      return [
        home,
        ...(city ? [crumb({ name: 'city', cityId: city.id }, city.name[language])] : []),
        crumb(page, title),
      ];
    }
    default:
      return [home, crumb(page, PAGE_TEXTS[page.name].title[language])];
  }
}

export function breadcrumbJsonLd(trail: readonly Crumb[], { origin, language }: SeoContext): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, pathInLanguage(crumb.path, language)),
    })),
  };
}

/** The home page describes the site itself. */
export function websiteJsonLd({ origin, language }: SeoContext): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: SITE_NAME[language],
    description: TAGLINE[language],
    url: absoluteUrl(origin, pathInLanguage('/', language)),
    inLanguage: LANGUAGE_TAGS[language],
  };
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<` (and `>`, `&`, the line
 * separators) are written as \u escapes, so no text of a listing can close the script element.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
