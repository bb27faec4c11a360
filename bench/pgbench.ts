import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeLiteral } from 'pg';
import type { Db } from '#server/db/client.ts';
import { searchKeepsPlan } from '#server/features/listings/repo.ts';
import { apiStatements, parseSearch } from './search.ts';

/**
 * PostgreSQL alone answering the statements the API runs, beside the server's figures: what the
 * database can give a mix on the same machine, the ceiling of any server in front of it.
 */

/**
 * The statements the API runs for a path, their values written in as quoted literals: node-postgres
 * sends every value as text of no declared type, which PostgreSQL types from its place, as it
 * does a quoted literal. drizzle has already written arrays as PostgreSQL's array text.
 */
async function statementsWithValues(db: Db, path: string): Promise<string[]> {
  return (await apiStatements(db, path)).map(({ sql: text, params }) => {
    const literals = params.map((value) => (value === null ? 'null' : escapeLiteral(String(value))));
    return text.replace(/\$(\d+)/g, (_, n: string) => literals[Number(n) - 1]!).replace(/\s+/g, ' ');
  });
}

/**
 * How pgbench sends a mix's statements: as the API does. A page whose plan the API keeps on each
 * connection (repo.ts keepsPlan) is prepared once per client (`prepared`: its statement has its
 * values in, no parameter, so PostgreSQL plans it once); any other is planned each time (`simple`).
 */
export type PgbenchProtocol = 'simple' | 'prepared';

/**
 * pgbench takes `:name` for a variable, in prepared mode inside a quoted literal too: the
 * timestamp format's colons are written as chr(58), which PostgreSQL folds into the same literal.
 */
const withoutVariables = (statement: string) =>
  statement.replaceAll('HH24:MI:SS', "HH24' || chr(58) || 'MI' || chr(58) || 'SS");

/**
 * One pgbench script per path of a mix, in `dir`: their file names, and the protocol that sends
 * them as the API does. A script is one answer of the API: every statement it runs for the path
 * (what it counts first, then its page). A mix's paths are planned alike (one protocol a run).
 */
export async function writePgbenchScripts(db: Db, dir: string, mix: { id: string; paths: string[] }) {
  const files: string[] = [];
  const protocols = new Set<PgbenchProtocol>();
  for (const [i, path] of mix.paths.entries()) {
    const file = join(dir, `${mix.id}-${i}.sql`);
    const protocol = searchKeepsPlan(parseSearch(path), { includeUnavailable: false }) ? 'prepared' : 'simple';
    const statements = (await statementsWithValues(db, path)).map((s) =>
      protocol === 'prepared' ? withoutVariables(s) : s,
    );
    writeFileSync(file, statements.map((statement) => `${statement};\n`).join(''));
    files.push(file);
    protocols.add(protocol);
  }
  const [protocol, other] = protocols;
  if (other !== undefined || protocol === undefined)
    throw new Error(`mix ${mix.id}: its paths are planned unlike each other`);
  return { files, protocol };
}

/** pgbench with the scripts in turn (equal weights), no vacuum, each statement sent as `protocol`. */
export function runPgbench(
  url: string,
  { files, protocol }: { files: string[]; protocol: PgbenchProtocol },
  load: { connections: number; durationS: number },
) {
  const args = [
    '--no-vacuum',
    `--protocol=${protocol}`,
    `--client=${load.connections}`,
    '--jobs=2',
    `--time=${load.durationS}`,
    ...files.map((file) => `--file=${file}`),
    url,
  ];
  return new Promise<{ tps: number; latencyMs: number }>((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
      const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
      if (code !== 0 || !Number.isFinite(tps)) reject(new Error(`pgbench exited ${code}:\n${output}`));
      else resolve({ tps, latencyMs });
    });
  });
}
