import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '#server/db/client.ts';
import { apiKeepsPlan, apiStatementsWithValues } from './search.ts';

/**
 * PostgreSQL alone answering the statements the API runs, beside the server's figures: what the
 * database can give a mix on the same machine, the ceiling of any server in front of it.
 */

/**
 * pgbench takes `:name` for a variable, inside a quoted literal too (prepared mode fails on it):
 * the timestamp format's colons are written as chr(58), which PostgreSQL folds into the same literal
 * while planning, in either protocol.
 */
const withoutVariables = (statement: string) =>
  statement.replaceAll('HH24:MI:SS', "HH24' || chr(58) || 'MI' || chr(58) || 'SS");

/** The statements the API runs for a path, their values written in, one line each, with no pgbench variable in them. */
async function statementsWithValues(db: Db, path: string): Promise<string[]> {
  return (await apiStatementsWithValues(db, path)).map((written) => withoutVariables(written.replace(/\s+/g, ' ')));
}

/**
 * How pgbench sends a mix's statements: as the API does. A page whose plan the API keeps on each
 * connection (repo.ts keepsPlan) is prepared once per client (`prepared`: its statement has its
 * values in, no parameter, so PostgreSQL plans it once); any other is planned each time (`simple`).
 */
export type PgbenchProtocol = 'simple' | 'prepared';

/** A mix's pgbench scripts, grouped by how the API sends their statements. */
export type PgbenchScripts = Partial<Record<PgbenchProtocol, string[]>>;

/**
 * One pgbench script per path of a mix, in `dir`, by protocol (how the API sends it). A script is
 * one answer of the API: every statement it runs for the path (what it counts first, then its page).
 */
export async function writePgbenchScripts(db: Db, dir: string, mix: { id: string; paths: string[] }) {
  const scripts: PgbenchScripts = {};
  for (const [i, path] of mix.paths.entries()) {
    const file = join(dir, `${mix.id}-${i}.sql`);
    const protocol = apiKeepsPlan(path) ? 'prepared' : 'simple';
    const statements = await statementsWithValues(db, path);
    writeFileSync(file, statements.map((statement) => `${statement};\n`).join(''));
    scripts[protocol] = [...(scripts[protocol] ?? []), file];
  }
  return scripts;
}

/**
 * pgbench over a mix's scripts, in turn (equal weights), no vacuum. A mix whose paths are sent two
 * ways runs once per protocol, half the time each; its rate is then what the mix's answers, in the
 * same proportions, would take in all: paths / (paths of one / its tps + paths of the other / its tps).
 */
export async function runPgbench(
  url: string,
  scripts: PgbenchScripts,
  load: { connections: number; durationS: number },
) {
  const groups = Object.entries(scripts) as [PgbenchProtocol, string[]][];
  const durationS = groups.length > 1 ? Math.max(1, Math.round(load.durationS / groups.length)) : load.durationS;
  const runs = [];
  for (const [protocol, files] of groups) {
    runs.push({ files: files.length, ...(await runPgbenchOnce(url, protocol, files, { ...load, durationS })) });
  }
  const paths = runs.reduce((sum, run) => sum + run.files, 0);
  const secondsPerAnswer = runs.reduce((sum, run) => sum + run.files / paths / run.tps, 0);
  const latencyMs = runs.reduce((sum, run) => sum + (run.files / paths) * run.latencyMs, 0);
  return { tps: 1 / secondsPerAnswer, latencyMs };
}

function runPgbenchOnce(
  url: string,
  protocol: PgbenchProtocol,
  files: string[],
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
