import {
  DEFAULT_LANGUAGE,
  isRtl,
  LANGUAGE_COOKIE,
  LANGUAGE_TAGS,
  type Language,
  languageOfPath,
} from '#common/languages.ts';
import { type Catalogue, DEFAULT_NAMESPACE, type Texts, Translator } from './translator.ts';

/** The id of the `<script type="application/json">` that carries the first screen's texts. */
export const TEXTS_ELEMENT_ID = 'dar-texts';

/** The texts every screen needs (the shell, its login dialog, the listing cards). */
export const STARTUP_NAMESPACES = [DEFAULT_NAMESPACE, 'shell', 'account', 'listings', 'auth'];

/**
 * Every web/src/locales/{lang}/{namespace}.json file, each its own small chunk: a reader
 * downloads their language only, and a screen's texts only when the screen is first shown after
 * the first one (whose texts come inside the page). A feature adds its own namespace file;
 * nothing else to register.
 */
const files = import.meta.glob<{ default: Catalogue }>('../locales/*/*.json');

async function loadCatalogue(language: Language, namespace: string): Promise<Catalogue> {
  const load = files[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  return (await load()).default;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Sets <html lang dir> (Sorani is `ckb`, right to left) and remembers the choice for the server. */
function applyLanguage(language: Language): void {
  document.documentElement.lang = LANGUAGE_TAGS[language];
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older phones' browsers Dar serves.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The browser's texts and language, set up by `setupI18n` before the app hydrates. */
let browserTranslator: Translator | undefined;

/** The browser's translator (set up in Arabic, its texts loaded as asked, if the app has not set it up). */
export function getTranslator(): Translator {
  return browserTranslator ?? setupI18n(DEFAULT_LANGUAGE);
}

/** The interface language: the translator's once set up, the URL's before (or outside a browser, Arabic). */
export function currentLanguage(): Language {
  if (browserTranslator) return browserTranslator.language;
  return typeof location === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(location.pathname);
}

/** Switches without a reload, once the new language's texts for every namespace in use are in. */
export async function switchLanguage(language: Language): Promise<void> {
  await getTranslator().changeLanguage(language);
}

/**
 * The browser's translator: the page's language, with the texts the server embedded for the first
 * screen (no request before hydration); other screens' texts load when first needed.
 */
export function setupI18n(language: Language, texts: Texts = {}): Translator {
  const translator = new Translator(language, texts, loadCatalogue);
  translator.subscribe(() => applyLanguage(translator.language));
  browserTranslator = translator;
  applyLanguage(language);
  return translator;
}

/** The first screen's texts, from the page (entry.client.tsx reads them before hydrating). */
export function readEmbeddedTexts(): Texts {
  const element = document.getElementById(TEXTS_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as Texts) : {};
}
