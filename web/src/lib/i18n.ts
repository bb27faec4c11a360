import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isRtl,
  LANGUAGE_COOKIE,
  LANGUAGE_TAGS,
  type Language,
  languageOfPath,
} from '#common/languages.ts';

/** A language's texts by namespace, as the server embeds them in a page (entry.server.tsx). */
export type Texts = Record<string, ResourceLanguage>;

/** The id of the `<script type="application/json">` that carries the first screen's texts. */
export const TEXTS_ELEMENT_ID = 'dar-texts';

/** Where `t` looks when a key names no namespace and a component names none. */
export const DEFAULT_NAMESPACE = 'common';

/** The texts every screen needs (the shell, its login dialog, the listing cards). */
export const STARTUP_NAMESPACES = [DEFAULT_NAMESPACE, 'shell', 'account', 'listings', 'auth'];

/**
 * Every web/src/locales/{lang}/{namespace}.json file, each its own small chunk: a reader
 * downloads their language only, and a screen's texts only when the screen is first shown after
 * the first one (whose texts come inside the page). A feature adds its own namespace file;
 * nothing else to register.
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

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Sets <html lang dir> (Sorani is `ckb`, right to left) and remembers the choice for the server. */
function applyLanguage(language: Language): void {
  document.documentElement.lang = LANGUAGE_TAGS[language];
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older phones' browsers Dar serves.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The interface language: i18next's once set up, the URL's before (or outside a browser, Arabic). */
export function currentLanguage(): Language {
  if (isLanguage(i18next.language)) return i18next.language;
  return typeof location === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(location.pathname);
}

/** Switches without a reload; i18next first loads the new language's texts for every namespace in use. */
export async function switchLanguage(language: Language): Promise<void> {
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

/**
 * The browser's i18next: the page's language, with the texts the server embedded for the first
 * screen (no request before hydration); other screens' texts load when first needed.
 */
export async function setupI18n(language: Language, texts: Texts = {}) {
  i18next.on('languageChanged', (lng) => {
    if (isLanguage(lng)) applyLanguage(lng);
  });
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      resources: { [language]: texts },
      partialBundledLanguages: true,
      ns: Object.keys(texts).length > 0 ? Object.keys(texts) : STARTUP_NAMESPACES,
      lng: language,
      fallbackLng: false,
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  applyLanguage(language);
  return i18next;
}

/** The first screen's texts, from the page (entry.client.tsx reads them before hydrating). */
export function readEmbeddedTexts(): Texts {
  const element = document.getElementById(TEXTS_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as Texts) : {};
}
