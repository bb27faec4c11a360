import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** `npm start` builds the web app only when the build is missing or older than its sources. */
const root = join(import.meta.dirname, '..');
const stamp = join(root, 'dist', 'web', 'index.html');
const SOURCES = ['web', 'common', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(
  ...SOURCES.map((s) => join(root, s))
    .filter(existsSync)
    .map(newestMtime),
);
if (sourcesAt > builtAt) {
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
