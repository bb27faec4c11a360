import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '#server/test-utils/server-process.ts';

export interface FanOutRow {
  engine: string;
  matching: number;
  preferences: number;
  newListingRows: number;
  newListingMs: number;
  priceDropRows: number;
  priceDropMs: number;
  /** Statements inside each event's transaction (PostgreSQL, counted at the driver). */
  statements?: number[];
}

/** The notifications colleague's benchmark, reused: it creates its own scratch database. */
export const FAN_OUT_SCRIPT = join(ROOT, 'scripts', 'bench', 'notification-fanout.ts');

const LINE =
  /^([\d,]+) matching of ([\d,]+) saved searches: new listing (\d+) rows in (\d+) ms, price drop (\d+) rows in (\d+) ms/;

export function benchFanOut({
  sizes,
  adminUrl,
  log,
}: {
  sizes: number[];
  adminUrl: string;
  log: (line: string) => void;
}) {
  if (!existsSync(FAN_OUT_SCRIPT)) throw new Error(`${FAN_OUT_SCRIPT} is missing (notifications not merged yet)`);
  const rows: FanOutRow[] = [];
  for (const engine of ['postgres', 'pglite']) {
    const args = ['--import', './bench/count-statements.ts', FAN_OUT_SCRIPT];
    if (engine === 'postgres') args.push('--url', adminUrl);
    const output = execFileSync(process.execPath, [...args, ...sizes.map(String)], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 15 * 60_000,
    });
    const counts = /statements per transaction: (.*)/.exec(output)?.[1]?.split(' ').filter(Boolean).map(Number) ?? [];
    // Each size ends with its two event transactions: new listing, then price drop.
    const events = counts.slice(-2 * sizes.length);
    output
      .split('\n')
      .map((line) => LINE.exec(line))
      .filter((match) => match !== null)
      .forEach((match, i) => {
        const number = (text: string) => Number(text.replaceAll(',', ''));
        const row: FanOutRow = {
          engine,
          matching: number(match[1]!),
          preferences: number(match[2]!),
          newListingRows: number(match[3]!),
          newListingMs: number(match[4]!),
          priceDropRows: number(match[5]!),
          priceDropMs: number(match[6]!),
          statements: engine === 'postgres' ? events.slice(2 * i, 2 * i + 2) : undefined,
        };
        log(`  ${engine} ${row.matching}: new listing ${row.newListingMs} ms, price drop ${row.priceDropMs} ms`);
        rows.push(row);
      });
  }
  return rows;
}
