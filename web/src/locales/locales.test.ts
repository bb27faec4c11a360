import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '#common/languages.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { eager: true });
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

function namespaces(language: Language): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [path, module] of Object.entries(files)) {
    const [, fileLanguage, namespace] = /\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (fileLanguage === language && namespace) result.set(namespace, flatten(module.default));
  }
  return result;
}

/** Keys without plural suffixes: each language has its own plural forms. */
function baseKeys(keys: string[]): string[] {
  return [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

describe('locale files', () => {
  const english = namespaces('en');

  it('have the same namespaces in every language', () => {
    for (const language of LANGUAGES)
      expect([...namespaces(language).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(LANGUAGES)('%s has no empty text', (language) => {
    for (const [path, module] of Object.entries(files)) {
      if (path.startsWith(`./${language}/`)) expect(JSON.stringify(module.default), path).not.toContain('""');
    }
  });

  it.each(LANGUAGES)('%s has every key of every namespace', (language) => {
    const texts = namespaces(language);
    for (const [namespace, keys] of english) {
      expect({ namespace, keys: baseKeys(texts.get(namespace) ?? []) }).toEqual({ namespace, keys: baseKeys(keys) });
    }
  });

  it.each(LANGUAGES)('%s has every plural form its grammar needs', (language) => {
    const forms = new Intl.PluralRules(LANGUAGE_TAGS[language]).resolvedOptions().pluralCategories;
    for (const [namespace, keys] of namespaces(language)) {
      const plurals = new Set(
        keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
      );
      for (const base of plurals) {
        for (const form of forms)
          expect(keys, `${language}/${namespace}: ${base}_${form}`).toContain(`${base}_${form}`);
      }
    }
  });

  it('has no empty text', () => {
    for (const [path, module] of Object.entries(files)) {
      const empty = flatten(module.default).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], module.default);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, path).toEqual([]);
    }
  });
});
