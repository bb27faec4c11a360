import { LANGUAGES, type Language } from '#common/languages.ts';
import { type Catalogue, type Texts, Translator } from '#web/lib/translator.ts';

/** Every text of every language, in the server's bundle: a page renders without loading any. */
const files = import.meta.glob<{ default: Catalogue }>('../locales/*/*.json', { eager: true });

function textsOf(language: Language): Texts {
  const texts: Texts = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /\/locales\/([a-z]+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) texts[match[2]] = module.default;
  }
  return texts;
}

const TEXTS = Object.fromEntries(LANGUAGES.map((language) => [language, textsOf(language)])) as Record<Language, Texts>;

/** One translator per language, made at start-up and shared by every request in that language. */
const TRANSLATORS = Object.fromEntries(
  LANGUAGES.map((language) => [language, new Translator(language, TEXTS[language])]),
) as Record<Language, Translator>;

export function serverTranslator(language: Language): Translator {
  return TRANSLATORS[language];
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
