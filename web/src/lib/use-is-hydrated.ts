import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over the server's HTML, so that the first render matches it; true right
 * after, and at once in a part first rendered in the browser.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
