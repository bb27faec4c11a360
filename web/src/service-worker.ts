import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/**
 * Dar's service worker (built by scripts/build-service-worker.ts into the client build's sw.js):
 * the offline page and the app's icons are kept at install; the code, styles, fonts and photos a
 * page used, and the public pages and listings a reader opened (documents and their `.data`
 * answers), are kept as they are used, so they open without a network. Nothing is downloaded only
 * to be kept: a phone's data is not spent in advance. Pages are asked of the network first, the
 * kept copy after 4 s on a weak link; a page never opened shows offline.html.
 */

/** The files kept at install, with their revisions (the build writes the list in). */
declare const PRECACHE: { url: string; revision: string }[];
declare const self: { skipWaiting(): Promise<void>; addEventListener(type: 'install', listener: () => void): void };

/** Screens that show one person's data: never kept on the device. */
const PRIVATE_SCREENS = /^\/(?:(?:en|ku)\/)?(?:admin|my-|account|notification-preferences|login|apartments\/add)/;
const DAY_SECONDS = 24 * 60 * 60;

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
precacheAndRoute(PRECACHE);

registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'dar-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
);
registerRoute(
  ({ url }) => url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'dar-photos',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !PRIVATE_SCREENS.test(url.pathname),
  new NetworkFirst({
    cacheName: 'dar-pages',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY_SECONDS })],
  }),
);
registerRoute(
  ({ url }) => url.pathname.endsWith('.data') && !PRIVATE_SCREENS.test(url.pathname),
  new NetworkFirst({
    cacheName: 'dar-page-data',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY_SECONDS })],
  }),
);

// A page that neither the network nor the device has: the offline page instead of the browser's error.
setCatchHandler(async ({ request }) =>
  request.destination === 'document' ? ((await matchPrecache('/offline.html')) ?? Response.error()) : Response.error(),
);
