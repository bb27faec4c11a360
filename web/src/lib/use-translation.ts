import type { i18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { DEFAULT_NAMESPACE } from './i18n.ts';

/** What one i18next instance shares with every component: its language subscription, its bound t functions. */
interface Shared {
  subscribe: (onChange: () => void) => () => void;
  bound: Map<string, TFunction>;
}

const sharedByInstance = new WeakMap<i18n, Shared>();

function sharedOf(instance: i18n): Shared {
  let shared = sharedByInstance.get(instance);
  if (!shared) {
    shared = {
      subscribe(onChange) {
        instance.on('languageChanged', onChange);
        return () => instance.off('languageChanged', onChange);
      },
      bound: new Map(),
    };
    sharedByInstance.set(instance, shared);
  }
  return shared;
}

/**
 * The texts of a namespace: `const { t } = useTranslation('listings')`, as react-i18next's hook
 * (t looks in the first namespace named; the others are loaded too, for `ns:key`), suspending
 * until the namespaces are loaded and rendering again when the language changes. react-i18next's
 * own hook copies every property of the i18next instance into a new object for each component
 * that mounts: 26% of a listing page's render on the server, and as much of its hydration on a
 * phone. Here each language's t is made once and shared.
 */
export function useTranslation(namespaces: string | readonly string[] = DEFAULT_NAMESPACE): {
  t: TFunction;
  i18n: i18n;
} {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  const shared = sharedOf(instance);
  const language = useSyncExternalStore(
    shared.subscribe,
    () => instance.language,
    () => instance.language,
  );
  const names = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const missing = names.filter((name) => !instance.hasLoadedNamespace(name));
  if (missing.length > 0) throw instance.loadNamespaces(missing);
  const first = names[0] ?? DEFAULT_NAMESPACE;
  const key = `${language}|${first}`;
  let t = shared.bound.get(key);
  if (!t) {
    t = instance.getFixedT(language, first);
    shared.bound.set(key, t);
  }
  return { t, i18n: instance };
}
