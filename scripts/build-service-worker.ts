import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

/** What the service worker keeps at install: the offline page, the icons, the manifest. */
const PRECACHED = ['offline.html', 'favicon.svg', 'icon-192.png', 'icon-512.png', 'manifest.webmanifest'];

/**
 * Bundles web/src/service-worker.ts with the Workbox modules it uses into the client build's
 * sw.js, with the precached files' revisions written in (a change of one makes browsers fetch it
 * again). Run once the client build is complete (react-router.config.ts, buildEnd).
 */
export async function buildServiceWorker(clientDir: string): Promise<void> {
  const precache = PRECACHED.map((file) => ({
    url: `/${file}`,
    revision: createHash('sha256')
      .update(readFileSync(join(clientDir, file)))
      .digest('hex')
      .slice(0, 16),
  }));
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { PRECACHE: JSON.stringify(precache), 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      // A library build keeps its whitespace; a service worker is not read, only fetched.
      rolldownOptions: { output: { minify: true } },
      lib: {
        entry: join(import.meta.dirname, '..', 'web', 'src', 'service-worker.ts'),
        formats: ['es'],
        fileName: () => 'sw.js',
      },
    },
  });
}
