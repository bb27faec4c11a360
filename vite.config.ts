import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every script and stylesheet,
 * which server/plugins/web-app.ts serves as they are: the first load's code crosses a slow link
 * ~15% smaller than brotli at the quality the server can afford per request (4), at no CPU cost.
 */
function precompressAssets(): Plugin {
  return {
    name: 'dar:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
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
  publicDir: 'web/public',
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  environments: {
    client: {
      build: {
        // scripts/check-bundle-size.ts reads it to measure the first load.
        manifest: true,
        rolldownOptions: {
          // zod's builders make schemas without side effects: a module's schemas that the page does
          // not use are dropped, and zod itself when the page uses none (bench/findings.md).
          treeshake: { manualPureFunctions: ['z'] },
          // Over HTTP/1.1 a phone opens six connections: ~50 small chunks queued behind each other
          // cost round trips on a slow link (bench/results.md, section 6). The libraries every page
          // starts with ride in two chunks; the routes and what only some pages use stay apart.
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie)[\\/]/,
                  priority: 20,
                },
                { name: 'libraries', test: /node_modules[\\/](i18next|react-i18next|@tanstack)[\\/]/, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
  },
});
