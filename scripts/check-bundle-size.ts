import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * First-load JavaScript of pages (by default `/`, `/sales` and a listing): the client entry, the
 * modules of the routes that match a page and everything they import statically — what the
 * server-rendered page names in its start script — gzipped. DESIGN.md section 7 and issue 18: at most 150 KB, above which the
 * check fails (a 170 KB ceiling until the thirteenth round reached the goal). Other routes'
 * modules, the map, the menus, the toaster and the login dialog load later and are not counted;
 * the first screen's texts ride in the page itself. Run after `vite build`.
 */
const CEILING_KB = 150;
const webDist = join(import.meta.dirname, '..', 'dist', 'web');

/** The build's route table as React Router's route objects, to match a URL the way the server does. */
function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, index: true, path: route!.path }
        : { id: route!.id, path: route!.path, children: routeTree(routes, route!.id) },
    );
}

/** The scripts a page's first load fetches (paths under dist/web/client). */
export function firstLoadFiles(build: ServerBuild, path: string): string[] {
  const { assets } = build;
  const files = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const match of matchRoutes(routeTree(build.routes), path) ?? []) {
    const route = assets.routes[match.route.id!];
    if (!route) continue;
    files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  return [...files];
}

/** The pages Lighthouse measures (issue 18): the home page, a result screen and a listing. */
const PAGES = ['/', '/sales', '/apartments/1'];

async function main() {
  const paths = process.argv.length > 2 ? process.argv.slice(2) : PAGES;
  const build = (await import(pathToFileURL(join(webDist, 'server', 'index.js')).href)) as ServerBuild;
  for (const path of paths) {
    let total = 0;
    for (const file of firstLoadFiles(build, path)) {
      const size = gzipSync(readFileSync(join(webDist, 'client', file)), { level: 9 }).length;
      total += size;
      console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
    }
    const totalKb = total / 1024;
    console.log(`First-load JS for ${path}: ${totalKb.toFixed(1)} KB gzipped (at most ${CEILING_KB} KB)\n`);
    if (totalKb > CEILING_KB) {
      console.error(`Over the ${CEILING_KB} KB ceiling: split or drop something from the first load.`);
      process.exitCode = 1;
    }
  }
}

if (import.meta.main) await main();
