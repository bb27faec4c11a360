import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router';
import { DEFAULT_LANGUAGE } from '../../common/languages.ts';
// The web app's page table and the requests its pages open with (plain TypeScript, shared with
// web/src/app/router.tsx): a page added there is hinted here without a change.
import { LAZY_PAGES, type LazyPage, type LazyPageName, pageSource } from '../../common/lazy-pages.ts';
import { PAGE_REQUESTS, pageRequestUrl, SESSION_CHECK_URL } from '../../common/page-requests.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteHints {
  /** The `<link>` tags for the page at this URL (path without its query), '' when there are none. */
  forUrl(path: string, search: URLSearchParams): string;
}

/**
 * What index.html names for a URL beyond the first load, so the browser fetches it beside the
 * app's code instead of after that code has run (bench/findings.md, "Front end on a slow
 * phone"): the lazy page's chunk and its static imports, its extra texts in the default
 * language, and the API requests main.tsx starts for it (its data and the session check).
 * Read once from the build's manifest; without one (no built web app) there are no hints.
 */
export function loadRouteHints(webRoot: string): RouteHints {
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { forUrl: () => '' };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const alreadyLoaded = firstLoadFiles(manifest, readFileSync(join(webRoot, 'index.html'), 'utf8'));
  const routes = (Object.entries(LAZY_PAGES) as [LazyPageName, LazyPage][])
    .filter(([, page]) => page.path !== undefined)
    .map(([name, page]) => ({ path: page.path, handle: { name, links: pageLinks(manifest, page, alreadyLoaded) } }));

  return {
    forUrl(path, search) {
      const match = matchRoutes(routes, path)?.at(-1);
      if (!match) return '';
      const { name, links } = match.route.handle;
      const request = PAGE_REQUESTS[name]?.(match.params, search);
      const fetches = request ? [pageRequestUrl(request), SESSION_CHECK_URL] : [SESSION_CHECK_URL];
      return links + fetches.map(fetchPreload).join('');
    },
  };
}

/**
 * The web client fetches with `credentials: 'include'`: a preload must ask the same way
 * (use-credentials) or the browser does not reuse it and downloads the answer twice.
 */
function fetchPreload(url: string): string {
  return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`;
}

/** The chunks index.html loads (scripts, modulepreloads, styles) and everything they import statically. */
function firstLoadFiles(manifest: Manifest, indexHtml: string): Set<string> {
  const named = new Set([...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]));
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (named.has(chunk.file)) for (const file of staticClosure(manifest, key)) loaded.add(file);
  }
  return loaded;
}

/** A chunk's file, its styles and those of everything it imports statically (what Vite preloads with it). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const imported = (chunk.imports ?? []).flatMap((next) => staticClosure(manifest, next, seen));
  return [chunk.file, ...(chunk.css ?? []), ...imported];
}

/** Links for a page's chunk, its static imports and its texts, less what the first load has already. */
function pageLinks(manifest: Manifest, page: LazyPage, alreadyLoaded: Set<string>): string {
  const files = new Set(staticClosure(manifest, pageSource(page)));
  for (const namespace of page.namespaces ?? []) {
    for (const file of staticClosure(manifest, `src/locales/${DEFAULT_LANGUAGE}/${namespace}.json`)) files.add(file);
  }
  return [...files]
    .filter((file) => !alreadyLoaded.has(file))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" href="/${file}">`
        : `<link rel="modulepreload" href="/${file}">`,
    )
    .join('');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (character) => ESCAPES[character] ?? character);
}
