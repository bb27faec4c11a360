import { useSyncExternalStore } from 'react';

/** Where the service worker keeps the pages a reader opened (scripts/write-service-worker.ts). */
const KEPT_PAGES = ['dar-pages', 'dar-page-data'];

/** Starts the service worker once the page is loaded, so it never competes with the page's own requests. */
export function registerServiceWorker(): void {
  // `npm run dev` has no service worker: the sources change under it.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

/** Forgets the pages kept for offline reading (a logout: they may show the account that saw them). */
export async function forgetKeptPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(KEPT_PAGES.map((name) => caches.delete(name)));
}

function subscribe(listener: () => void) {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

/** Whether the device says it has a network; the server's render assumes it has. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
