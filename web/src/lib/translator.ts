import { LANGUAGE_TAGS, type Language } from '#common/languages.ts';

/** A namespace's texts (one locale file), nested by the dots of their keys: `form.submit`. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** A language's texts by namespace. */
export type Texts = Record<string, Catalogue>;

/** What a text is filled with: `{{name}}` placeholders, `count` for the plural form. */
export interface TOptions {
  count?: number;
  /** The text when the key has none. */
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

/** Where `t` looks when a key names no namespace and a component names none. */
export const DEFAULT_NAMESPACE = 'common';

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LANGUAGE_TAGS[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(catalogue: Catalogue | undefined, path: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of `key` in a language's texts, or undefined. The key is `namespace:path.to.text`, or
 * a path in `namespace`. With a numeric `count` the plural form is looked up first (`_zero` for
 * 0 when the text has one, then the language's form by Intl.PluralRules: `_one`, `_two`, `_few`,
 * …), then the key itself. `{{name}}` is filled from the options; a name without a value stays as
 * written. Locale files, the web app and the browser suite read texts by this one rule.
 */
export function findText(
  texts: Texts,
  language: Language,
  namespace: string,
  key: string,
  options: TOptions = {},
): string | undefined {
  const separator = key.indexOf(':');
  const catalogue = texts[separator < 0 ? namespace : key.slice(0, separator)];
  const path = separator < 0 ? key : key.slice(separator + 1);
  const { count } = options;
  let text: string | undefined;
  if (typeof count === 'number') {
    if (count === 0) text = lookup(catalogue, `${path}_zero`);
    text ??= lookup(catalogue, `${path}_${pluralForm(language, count)}`);
  }
  text ??= lookup(catalogue, path);
  return text?.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    options[name] === undefined ? placeholder : String(options[name]),
  );
}

/** Loads one locale file (the browser's come as chunks; web/src/lib/i18n.ts). */
export type LoadCatalogue = (language: Language, namespace: string) => Promise<Catalogue>;

/**
 * The interface's texts and language: the namespaces loaded so far in each language, a `t` per
 * language and namespace made once, the language switched only when the new language's texts for
 * every loaded namespace are in, and listeners told of each switch.
 */
export class Translator {
  private readonly texts = new Map<Language, Texts>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly failures = new Map<string, Error>();
  private readonly listeners = new Set<() => void>();
  private readonly bound = new Map<string, TFunction>();

  language: Language;
  /** The language the last switch asked for. */
  private asked: Language;
  private readonly load: LoadCatalogue;

  constructor(language: Language, texts: Texts = {}, load?: LoadCatalogue) {
    this.language = language;
    this.asked = language;
    this.texts.set(language, { ...texts });
    this.load = load ?? ((lang, namespace) => Promise.reject(new Error(`No texts for ${lang}/${namespace}`)));
  }

  private textsOf(language: Language): Texts {
    let texts = this.texts.get(language);
    if (!texts) {
      texts = {};
      this.texts.set(language, texts);
    }
    return texts;
  }

  private hasLoadedNamespace(namespace: string, language = this.language): boolean {
    return namespace in this.textsOf(language);
  }

  /** Loads the namespaces not loaded yet in `language` (each file once, however often asked). */
  loadNamespaces(namespaces: Iterable<string>, language = this.language): Promise<void> {
    return Promise.all([...namespaces].map((namespace) => this.loadNamespace(language, namespace))).then(() => {});
  }

  private loadNamespace(language: Language, namespace: string): Promise<void> {
    if (this.hasLoadedNamespace(namespace, language)) return Promise.resolve();
    const id = `${language}/${namespace}`;
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.load(language, namespace).then(
        (catalogue) => {
          this.textsOf(language)[namespace] = catalogue;
          this.failures.delete(id);
          this.loading.delete(id);
        },
        (error: Error) => {
          this.failures.set(id, error);
          this.loading.delete(id);
          throw error;
        },
      );
      this.loading.set(id, loading);
    }
    return loading;
  }

  /**
   * For a component that suspends until its texts are in: the load to wait for, or the error the
   * last load of one of them ended with (said once: the next render loads again), or nothing when
   * all are here.
   */
  missing(namespaces: readonly string[]): Promise<void> | Error | undefined {
    for (const namespace of namespaces) {
      const id = `${this.language}/${namespace}`;
      const failure = this.failures.get(id);
      if (failure) {
        this.failures.delete(id);
        return failure;
      }
    }
    const absent = namespaces.filter((namespace) => !this.hasLoadedNamespace(namespace));
    return absent.length > 0 ? this.loadNamespaces(absent).catch(() => {}) : undefined;
  }

  /**
   * Switches once the new language's texts for every namespace loaded so far are in; of switches
   * asked in quick succession the last one wins, whichever language's texts come first.
   */
  async changeLanguage(language: Language): Promise<void> {
    this.asked = language;
    if (language === this.language) return;
    await this.loadNamespaces(Object.keys(this.textsOf(this.language)), language);
    if (this.asked !== language) return;
    this.language = language;
    for (const listener of [...this.listeners]) listener();
  }

  /** Calls `listener` after each language switch; returns the way to stop. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A `t` reading `namespace` in `language`, made once; a missing text reads as its key (without the namespace). */
  getFixedT(language: Language, namespace = DEFAULT_NAMESPACE): TFunction {
    const id = `${language}|${namespace}`;
    let t = this.bound.get(id);
    if (!t) {
      const texts = this.textsOf(language);
      t = (key, options) =>
        findText(texts, language, namespace, key, options) ?? options?.defaultValue ?? key.slice(key.indexOf(':') + 1);
      this.bound.set(id, t);
    }
    return t;
  }
}
