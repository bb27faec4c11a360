import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, isRtl, LANGUAGE_TAGS, type Language } from '../../../common/languages.ts';

const STORAGE_KEY = 'lang';

/**
 * Every web/src/locales/{lang}/{namespace}.json file; a feature adds its own namespace file.
 * Loaded one language at a time: a reader downloads their language only (first-load budget).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export async function loadLanguageResources(language: Language): Promise<Record<string, Record<string, unknown>>> {
  const bundles = await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      const [, fileLanguage, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      if (fileLanguage !== language || !namespace) return null;
      return [namespace, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(bundles.filter((bundle) => bundle !== null));
}

export function storedLanguage(): Language {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

/** Sets <html lang dir> (Sorani is `ckb`, right to left) and keeps the choice. */
function applyLanguage(language: Language): void {
  document.documentElement.lang = LANGUAGE_TAGS[language];
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
  localStorage.setItem(STORAGE_KEY, language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Loads a language's texts if they are not here yet, then switches to it without a reload. */
export async function switchLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'common')) {
    for (const [namespace, resources] of Object.entries(await loadLanguageResources(language))) {
      i18next.addResourceBundle(language, namespace, resources, true, true);
    }
  }
  await i18next.changeLanguage(language);
}

export async function setupI18n(language: Language = storedLanguage()) {
  i18next.on('languageChanged', (lng) => {
    if (isLanguage(lng)) applyLanguage(lng);
  });
  await i18next.use(initReactI18next).init({
    resources: { [language]: await loadLanguageResources(language) },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  applyLanguage(language);
  return i18next;
}
