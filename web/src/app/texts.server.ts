import { createInstance, type i18n, type ResourceLanguage, type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '#common/languages.ts';
import { DEFAULT_NAMESPACE, type Texts } from '#web/lib/i18n.ts';

/** Every text of every language, in the server's bundle: a page renders without loading any. */
const files = import.meta.glob<{ default: ResourceLanguage }>('../locales/*/*.json', { eager: true });

function textsOf(language: Language): Texts {
  const texts: Texts = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /\/locales\/([a-z]+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) texts[match[2]] = module.default;
  }
  return texts;
}

const TEXTS = Object.fromEntries(LANGUAGES.map((language) => [language, textsOf(language)])) as Record<Language, Texts>;

/** One i18next per language, made at start-up and shared by every request in that language. */
const INSTANCES = Object.fromEntries(
  LANGUAGES.map((language) => {
    const instance = createInstance();
    void instance.init({
      resources: { [language]: TEXTS[language] },
      lng: language,
      fallbackLng: false,
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
    return [language, instance];
  }),
) as Record<Language, i18n>;

export function serverI18n(language: Language): i18n {
  return INSTANCES[language];
}

/** A translate function in a language, for loaders (titles and descriptions of pages). */
export function serverT(language: Language): TFunction {
  return INSTANCES[language].getFixedT(language);
}

/** The texts of these namespaces in a language: what a page embeds for its first screen. */
export function pickTexts(language: Language, namespaces: Iterable<string>): Texts {
  const picked: Texts = {};
  for (const namespace of namespaces) {
    const texts = TEXTS[language][namespace];
    if (texts) picked[namespace] = texts;
  }
  return picked;
}
