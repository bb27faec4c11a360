import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DEFAULT_LANGUAGE } from './common/languages.ts';
import { STARTUP_NAMESPACES } from './web/src/lib/startup-namespaces.ts';

const STARTUP_TEXTS = new RegExp(`/web/src/locales/${DEFAULT_LANGUAGE}/(${STARTUP_NAMESPACES.join('|')})\\.json$`);

/**
 * index.html names the default language's startup texts as modulepreload links: they download
 * beside the app's code instead of after it has run (one round trip less before the first
 * screen). A reader of another language loads theirs as before; these few KB are then unused.
 */
function preloadStartupTexts(): Plugin {
  return {
    name: 'dar:preload-startup-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          .filter((chunk) => chunk.type === 'chunk' && STARTUP_TEXTS.test(chunk.facadeModuleId ?? ''))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', href: `/${chunk.fileName}` },
            injectTo: 'head',
          })),
    },
  };
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every script and stylesheet,
 * which server/plugins/web-app.ts serves as they are: the first load's code crosses a slow link
 * ~15% smaller than brotli at the quality the server can afford per request (4), at no CPU cost.
 */
function precompressAssets(): Plugin {
  return {
    name: 'dar:precompress-assets',
    apply: 'build',
    writeBundle({ dir = '' }, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(file.fileName)) continue;
        const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (content.length < 1024) continue;
        const path = join(dir, file.fileName);
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), preloadStartupTexts(), precompressAssets()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // scripts/check-bundle-size.ts reads it to measure the first load.
    manifest: true,
    rolldownOptions: {
      // Everything the first load imports statically in one chunk: over HTTP/1.1 a phone opens six
      // connections, and ~35 small chunks queued behind each other cost ~1 s at 150 ms RTT
      // (bench/results.md, section 6). Lazy routes, the map and the texts stay separate chunks.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
