import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { STARTUP_NAMESPACES } from '../web/src/lib/startup-namespaces.ts';

/**
 * First-load JavaScript for `/`: the scripts index.html loads, everything they import statically, and
 * the default language's startup texts (loaded before the first render), gzipped. DESIGN.md section 7: 150 KB
 * is the goal, above 170 KB the check fails. Lazy routes, the map, the menus, the toaster and the
 * login dialog load later and are not counted. Run after `vite build`.
 */
const GOAL_KB = 150;
const CEILING_KB = 170;
const webDist = join(import.meta.dirname, '..', 'dist', 'web');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const FIRST_LANGUAGE_TEXTS = new RegExp(`^src/locales/ar/(${STARTUP_NAMESPACES.join('|')})\\.json$`);

/** The scripts index.html loads, everything they import statically, and the default language's startup texts. */
export function firstLoadFiles(manifest: Record<string, ManifestChunk>, indexHtml: string): string[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const loaded = [...indexHtml.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  if (loaded.length === 0) throw new Error('index.html loads no script from assets/');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const file of loaded) visit(keyOfFile.get(file) ?? file);
  for (const key of Object.keys(manifest)) if (FIRST_LANGUAGE_TEXTS.test(key)) visit(key);
  return [...seen].map((key) => manifest[key]?.file ?? key);
}

function main() {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'));
  const files = firstLoadFiles(manifest, readFileSync(join(webDist, 'index.html'), 'utf8'));
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const totalKb = total / 1024;
  console.log(`First-load JS for /: ${totalKb.toFixed(1)} KB gzipped (goal ${GOAL_KB} KB, ceiling ${CEILING_KB} KB)`);
  if (totalKb > CEILING_KB) {
    console.error(`Over the ${CEILING_KB} KB ceiling: split or drop something from the first load.`);
    process.exitCode = 1;
  } else if (totalKb > GOAL_KB) {
    console.warn(`Above the ${GOAL_KB} KB goal.`);
  }
}

if (import.meta.main) main();
