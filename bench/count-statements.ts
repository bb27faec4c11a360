import pg from 'pg';

/**
 * Preloaded (`node --import`) into a benchmark that talks to PostgreSQL: counts the statements
 * each transaction sends between BEGIN and COMMIT and prints them when the process ends.
 */
const send = pg.Client.prototype.query as (...args: unknown[]) => unknown;
const perTransaction: number[] = [];
let open: number | undefined;

pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string };
  const text = (typeof config === 'string' ? config : (config?.text ?? '')).trim().toLowerCase();
  if (text.startsWith('begin')) open = 0;
  else if (text.startsWith('commit')) {
    if (open !== undefined) perTransaction.push(open);
    open = undefined;
  } else if (open !== undefined) open += 1;
  return send.apply(this, args);
} as typeof pg.Client.prototype.query;

process.on('exit', () => console.log(`statements per transaction: ${perTransaction.join(' ')}`));
