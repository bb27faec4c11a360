/** Interface languages. `ku` is Kurdish Sorani, written in Arabic script, right to left. */
export const LANGUAGES = ['ar', 'en', 'ku'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

/** The BCP 47 tag for <html lang> and Intl: Sorani is `ckb`. */
export const LANGUAGE_TAGS: Record<Language, string> = { ar: 'ar', en: 'en', ku: 'ckb' };

export function isRtl(language: Language): boolean {
  return language !== 'en';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the language from `?lang=` first, then the first supported Accept-Language tag. */
export function pickLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(query)) return query;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const base = tag.split('-')[0];
    if (base === 'ckb' || base === 'ku') return 'ku';
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export type Localized = Record<Language, string>;

/**
 * The language is part of public URLs (the convention of Bayut and Property Finder): Arabic at
 * `/…`, English at `/en/…`, Kurdish at `/ku/…`.
 */
const URL_PREFIXES: Record<Language, string> = { ar: '', en: '/en', ku: '/ku' };

/** The language a path is in: its first segment `en` or `ku`, Arabic otherwise. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return first === 'en' || first === 'ku' ? first : DEFAULT_LANGUAGE;
}

/** The path without its language prefix (`/en/sales` → `/sales`, `/en` → `/`). */
export function pathWithoutLanguage(pathname: string): string {
  const prefix = URL_PREFIXES[languageOfPath(pathname)];
  return pathname.slice(prefix.length) || '/';
}

/**
 * A site path (`/sales?q=1`) in a language (`/en/sales?q=1`); `/` in English is `/en`. A path that
 * already has a language prefix gets the new language's instead.
 */
export function pathInLanguage(path: string, language: Language): string {
  const split = path.search(/[?#]/);
  const pathname = pathWithoutLanguage(split === -1 ? path : path.slice(0, split));
  const rest = split === -1 ? '' : path.slice(split);
  const prefix = URL_PREFIXES[language];
  return (prefix && pathname === '/' ? prefix : prefix + pathname) + rest;
}

/** The cookie that remembers a reader's choice, so `/` sends them to their language. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The languages whose text a reader sees, best first: their own, then the nearest they read
 * (Kurdish and Arabic readers share the script and read each other's before English; English
 * readers get Arabic, the country's common language, before Kurdish). An owner writes a listing
 * in at least one language (common/listing-texts.ts), so every reader sees some text. This table
 * is the one place that decides it, for the web app (pickText) and for the texts the database
 * renders (server/features/notifications/sql-render.ts).
 */
const READING_ORDER: Record<Language, readonly Language[]> = {
  ar: ['ar', 'ku', 'en'],
  en: ['en', 'ar', 'ku'],
  ku: ['ku', 'ar', 'en'],
};

export function readingOrder(language: Language): readonly Language[] {
  return READING_ORDER[language];
}

/** A text written in some of the languages (a listing's title, a booking's listing title). */
export type Texts = Partial<Record<Language, string | null>>;

/** A text and the language it is written in (which may not be the reader's). */
export interface WrittenText {
  text: string;
  language: Language;
}

/** The text a reader of `language` sees and its language: the first written in the reading order. */
export function pickWritten(language: Language, texts: Texts): WrittenText | null {
  for (const candidate of READING_ORDER[language]) {
    const text = texts[candidate];
    if (text) return { text, language: candidate };
  }
  return null;
}

/** The text a reader of `language` sees: the first one written in the reading order. */
export function pickText(language: Language, texts: Record<'en' | 'ar', string>): string;
export function pickText(language: Language, texts: Texts): string | null;
export function pickText(language: Language, texts: Texts): string | null {
  return pickWritten(language, texts)?.text ?? null;
}

/** A listing's title in its languages, for pickText / pickWritten. */
export function listingTitle<T extends string | null>(listing: Record<`title_${Language}`, T>): Record<Language, T> {
  return { ar: listing.title_ar, ku: listing.title_ku, en: listing.title_en };
}

/** The title of a booking's listing in its languages (a booking carries it as `apartment_title_*`). */
export function bookedListingTitle(booking: Record<`apartment_title_${Language}`, string | null>): Texts {
  return { ar: booking.apartment_title_ar, ku: booking.apartment_title_ku, en: booking.apartment_title_en };
}

/** A listing's description in its languages, for pickText / pickWritten. */
export function listingDescription<T extends string | null>(
  listing: Record<`description_${Language}`, T>,
): Record<Language, T> {
  return { ar: listing.description_ar, ku: listing.description_ku, en: listing.description_en };
}

/** A listing's text as a reader of `language` sees it (common/languages.ts reading order); '' if none is written. */
export function pickListingText(language: Language, texts: Texts): WrittenText {
  return pickWritten(language, texts) ?? { text: '', language };
}

/** The attributes of an element holding text in `language`: screen readers pronounce it right, bidi orders it. */
export function textLanguage(language: Language) {
  return { lang: LANGUAGE_TAGS[language], dir: isRtl(language) ? 'rtl' : 'ltr' } as const;
}
