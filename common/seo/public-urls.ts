import { CITIES } from '../cities.ts';
import { LANGUAGE_TAGS, LANGUAGES, pathInLanguage } from '../languages.ts';

/**
 * The public pages and their addresses; each language's is `pathInLanguage`'s (common/languages.ts).
 * Search engines, share previews and the sitemap build their URLs here.
 */
export type PublicPage =
  | { name: 'home' | 'sales' | 'lands' | 'cities' | 'listProperty' | 'contact' | 'about' }
  | { name: 'city'; cityId: string }
  | { name: 'listing'; id: number };

/** Every public page but a listing's. */
export type SitePage = Exclude<PublicPage, { name: 'listing' }>;
export type StaticPageName = Exclude<PublicPage['name'], 'city' | 'listing'>;

const STATIC_PATHS: Record<StaticPageName, string> = {
  home: '/',
  sales: '/sales',
  lands: '/lands',
  cities: '/city',
  listProperty: '/list-property',
  contact: '/contact',
  about: '/about',
};

/** The page's path in Arabic, the default language (no prefix). */
export function publicPagePath(page: PublicPage): string {
  switch (page.name) {
    case 'city':
      return `/city/${encodeURIComponent(page.cityId)}`;
    case 'listing':
      return `/apartments/${page.id}`;
    default:
      return STATIC_PATHS[page.name];
  }
}

/** `origin` is scheme, host and port without a trailing slash (e.g. `https://dar.iq`). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

export interface Alternate {
  /** ar, en, ckb (Kurdish Sorani's BCP 47 tag) or x-default. */
  hreflang: string;
  href: string;
}

/** The page's three language versions and x-default, which is the Arabic one. */
export function alternateLinks(origin: string, path: string): Alternate[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: LANGUAGE_TAGS[language],
      href: absoluteUrl(origin, pathInLanguage(path, language)),
    })),
    { hreflang: 'x-default', href: absoluteUrl(origin, path) },
  ];
}

/** Every public page but the listings, as the sitemap lists them. */
export function listSitemapPages(): SitePage[] {
  return [
    ...(Object.keys(STATIC_PATHS) as StaticPageName[]).map((name) => ({ name })),
    ...CITIES.map((city) => ({ name: 'city' as const, cityId: city.id })),
  ];
}
