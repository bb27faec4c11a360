import { useTranslation } from '#web/lib/use-translation.ts';
import type { Language } from '#common/languages.ts';

/** Each language named in itself, so a reader finds theirs whatever the interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English', ku: 'کوردی' };

/** The current interface language, re-rendering when it changes. */
export function useLanguage(): Language {
  return useTranslation().i18n.language;
}
