import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, isRtl, LANGUAGE_TAGS, type Language } from '../../../common/languages.ts';
import { STARTUP_NAMESPACES } from './startup-namespaces.ts';

const STORAGE_KEY = 'lang';

/**
 * Every web/src/locales/{lang}/{namespace}.json file, each its own small chunk: a reader
 * downloads their language only, and a screen's texts only when the screen is used (the
 * first-load budget). A feature adds its own namespace file; nothing else to register.
 */
const files = import.meta.glob<{ default: ResourceLanguage }>('../locales/*/*.json');

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

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

/** The interface language; before i18next is set up (the start-up prefetch), the stored choice. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : storedLanguage();
}

/** Switches without a reload; i18next first loads the new language's texts for every namespace in use. */
export async function switchLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
}

export async function setupI18n(language: Language = storedLanguage()) {
  i18next.on('languageChanged', (lng) => {
    if (isLanguage(lng)) applyLanguage(lng);
  });
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      ns: STARTUP_NAMESPACES,
      lng: language,
      fallbackLng: false,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  applyLanguage(language);
  return i18next;
}
