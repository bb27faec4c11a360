import { createContext, useContext, useSyncExternalStore } from 'react';
import { getTranslator } from './i18n.ts';
import { DEFAULT_NAMESPACE, type TFunction, type Translator } from './translator.ts';

/** The translator of a server render (one per language); the browser's is `getTranslator()`. */
export const TranslatorContext = createContext<Translator | null>(null);

/**
 * The texts of a namespace: `const { t } = useTranslation('listings')`. `t` looks in the first
 * namespace named (the others are loaded too, for `ns:key`); the component suspends until they
 * are loaded, and renders again when the language changes. Each language's `t` is made once and
 * shared by every component.
 */
export function useTranslation(namespaces: string | readonly string[] = DEFAULT_NAMESPACE): {
  t: TFunction;
  i18n: Translator;
} {
  const translator = useContext(TranslatorContext) ?? getTranslator();
  const language = useSyncExternalStore(
    (onChange) => translator.subscribe(onChange),
    () => translator.language,
    () => translator.language,
  );
  const names = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const missing = translator.missing(names);
  if (missing) throw missing;
  return { t: translator.getFixedT(language, names[0] ?? DEFAULT_NAMESPACE), i18n: translator };
}
