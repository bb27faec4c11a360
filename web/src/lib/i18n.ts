import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, isRtl, LANGUAGE_TAGS, type Language } from '../../../common/languages.ts';

const STORAGE_KEY = 'lang';

/** Every web/src/locales/{lang}/{namespace}.json file, bundled; a feature adds its own namespace file. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export function localeResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, module] of Object.entries(files)) {
    const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!language || !namespace) continue;
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  return resources;
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

export async function setupI18n(language: Language = storedLanguage()) {
  i18next.on('languageChanged', (lng) => {
    if (isLanguage(lng)) applyLanguage(lng);
  });
  await i18next.use(initReactI18next).init({
    resources: localeResources(),
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  applyLanguage(language);
  return i18next;
}
