import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { buildServiceWorker } from './scripts/build-service-worker.ts';

/**
 * React Router's framework mode: the public pages are rendered on the server (inside the Fastify
 * process, server/plugins/web-app.ts) and hydrated in the browser.
 */
export default {
  appDirectory: 'web/src/app',
  buildDirectory: 'dist/web',
  ssr: true,
  // ~30 routes: the whole table rides in the first page, so no navigation waits for /__manifest.
  routeDiscovery: { mode: 'initial' },
  // The service worker lists the client build's files: written once that build is complete.
  buildEnd: ({ reactRouterConfig }) => buildServiceWorker(join(reactRouterConfig.buildDirectory, 'client')),
} satisfies Config;
