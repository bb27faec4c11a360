import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '#server/test-utils/server-process.ts';

const FILE = join(ROOT, 'bench', 'hardening.md');

/**
 * Replaces one scenario's section of bench/hardening.md (between its markers), keeping the
 * others, so each test writes its own figures whenever it runs.
 */
export function recordFigures(section: string, markdown: string): void {
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  const text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Hardening figures\n';
  const begin = `<!-- ${section}:begin -->`;
  const end = `<!-- ${section}:end -->`;
  const stamped = `${begin}\n${markdown.trim()}\n\n_Measured ${new Date().toISOString()} on ${process.platform}, Node ${process.version}._\n${end}`;
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + stamped + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${stamped}\n`;
  writeFileSync(FILE, next);
}

export function table(rows: [string, string | number][]): string {
  return ['| figure | value |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}
