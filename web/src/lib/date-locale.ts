import type { Locale } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { ckb } from 'date-fns/locale/ckb';
import { enUS } from 'date-fns/locale/en-US';
import type { Language } from '#common/languages.ts';

const LOCALES: Record<Language, Locale> = { ar, en: enUS, ku: ckb };

/** The date-fns locale of an interface language (Sorani is `ckb`). */
export function dateLocale(language: Language): Locale {
  return LOCALES[language];
}
