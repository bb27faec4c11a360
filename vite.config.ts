import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

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

const appModule = (file: string) => join(import.meta.dirname, 'web', 'src', 'app', file);

/** The layouts every page renders in, from the route table's root down (web/src/app/routes.ts). */
const SHELL_MODULES = ['root.tsx', 'layout/language.tsx', 'layout/site-shell.tsx', 'layout/page-errors.tsx'].map(
  appModule,
);

/** The home page (a result screen, as /sales, /lands and the city pages) and a listing's page. */
const HOME_PAGE = appModule('pages/rent-page.tsx');
const LISTING_PAGE = appModule('pages/listing-page.tsx');

/**
 * Libraries the first screen's chunks may take. The static imports reach all of radix-ui and its
 * helpers through its index module, though the first screen loads its dialogs and menus later.
 */
const FIRST_SCREEN_LIBRARIES = /node_modules[\\/](lucide-react|clsx|@radix-ui[\\/]react-direction)[\\/]/;

/**
 * The code the first screens import statically, apart from the libraries' chunks, in two chunks:
 * `first-screen`, what the layouts need and what the home page shares with a listing's page (the
 * cards' price, the badges), and `results`, the rest of what the result screens need (the filter
 * bar, the price slider, sorting and counts), which a listing's page does not load (its first load
 * 150.8 → 144.2 KB; the result screens' +1.3 KB and one request more). Split by what each route
 * shares, it was ~45 chunks of 0.1–4 KB, each a request that a phone on a slow link
 * queues on its six HTTP/1.1 connections before the page can paint; merged, the first load is
 * also ~6 KB smaller (bench/findings.md, eighth round). Every other page starts with
 * `first-screen` and adds its own.
 */
function firstScreenGroups() {
  let chunks: Map<string, string> | undefined;
  const name = (id: string, context: { getModuleInfo(id: string): Rolldown.ModuleInfo | null }) => {
    if (!chunks) {
      const moduleInfo = (module: string) => context.getModuleInfo(module);
      const shell = staticImports(SHELL_MODULES, moduleInfo);
      const home = staticImports([HOME_PAGE], moduleInfo);
      const listing = staticImports([LISTING_PAGE], moduleInfo);
      chunks = new Map();
      for (const module of home)
        chunks.set(module, shell.has(module) || listing.has(module) ? 'first-screen' : 'results');
      for (const module of shell) chunks.set(module, 'first-screen');
    }
    const chunk = chunks.get(id);
    return chunk && (!id.includes('node_modules') || FIRST_SCREEN_LIBRARIES.test(id)) ? chunk : null;
  };
  return { name, debugName: 'first-screen', priority: 5 };
}

/** lucide-react's index module, which re-exports its ~1,700 icons, each from its own module. */
const ICON_INDEX = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

const iconIndexes = new Map<string, Map<string, string>>();

/** The icon modules an index names: `export { default as House, … } from './icons/house.mjs'` (read once a build). */
function iconModules(index: Rolldown.ModuleInfo): Map<string, string> {
  const known = iconIndexes.get(index.id);
  if (known) return known;
  const modules = new Map<string, string>();
  iconIndexes.set(index.id, modules);
  for (const [, names = '', source = ''] of (index.code ?? '').matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g)) {
    for (const name of names.split(','))
      modules.set(name.replace(/^\s*default as /, '').trim(), join(dirname(index.id), source));
  }
  return modules;
}

/** The icons a module imports by name from lucide-react. */
function namedIcons(code: string | null): string[] {
  return [...(code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap(([, names = '']) =>
    names.split(',').map((name) => name.split(' as ')[0]?.trim() ?? ''),
  );
}

/**
 * The modules reachable from `roots` through static imports. Through lucide-react's index a
 * module reaches only the icons it names (the others are shaken out of the build): the index's
 * every icon counted as the first screen's put ~40 icons of other pages in its chunk (~2 KB).
 */
function staticImports(roots: string[], moduleInfo: (id: string) => Rolldown.ModuleInfo | null): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    const info = moduleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (!ICON_INDEX.test(imported)) {
        pending.push(imported);
        continue;
      }
      const index = moduleInfo(imported);
      const icons = index ? iconModules(index) : new Map<string, string>();
      for (const name of namedIcons(info?.code ?? null)) {
        const icon = icons.get(name);
        if (icon) pending.push(icon);
      }
    }
  }
  return found;
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
          // starts with ride in two chunks and the first screen's own code in a third; the routes
          // and what only some pages use stay apart.
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie)[\\/]/,
                  priority: 20,
                },
                { name: 'libraries', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
                firstScreenGroups(),
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
