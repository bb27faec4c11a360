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
