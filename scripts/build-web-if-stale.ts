import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
/** The server's build of the pages: written last, so its time says when the build finished. */
const stamp = join(root, 'dist', 'web', 'server', 'index.js');
const SOURCES = ['web', 'common', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Builds the web app (dist/web) when the build is missing or older than its sources: `npm start`, and tests of the pages. */
export function buildWebIfStale(): void {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...SOURCES.map((s) => join(root, s))
      .filter(existsSync)
      .map(newestMtime),
  );
  if (sourcesAt <= builtAt) return;
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app…');
  // Always React's production build: under the test runner NODE_ENV is `test`, and a build made
  // there shipped React's development build to the next `npm start` (slower hydration, warnings).
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

if (import.meta.main) buildWebIfStale();
