import { useTranslation } from '#web/lib/use-translation.ts';
import { isLanguage, type Language } from '#common/languages.ts';
import { currentLanguage } from './i18n.ts';

/** Each language named in itself, so a reader finds theirs whatever the interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English', ku: 'کوردی' };

/** The current interface language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : currentLanguage();
}
