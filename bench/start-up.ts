import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '#server/test-utils/server-process.ts';
import { median } from './stats.ts';

export interface StartUpResult {
  runs: number;
  /** `npm start` (stale-build check + server) to the first 200 on /readyz, demo data already there. */
  npmStartMedianMs: number;
  npmStartMs: number[];
  /** `node server/main.ts` alone, the same data directory. */
  nodeMedianMs: number;
}

/** Start-up with an existing data directory: a first start seeds it (not timed), then `runs` timed starts. */
export async function benchStartUp({
  runs,
  log,
}: {
  runs: number;
  log: (line: string) => void;
}): Promise<StartUpResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dar-bench-start-'));
  const env = { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' };
  const npmStart = { file: 'npm', args: ['start', '--silent'] };
  try {
    await (await startServer({ dataDir, env, command: npmStart })).stop();
    const npmStartMs = [];
    const nodeMs = [];
    for (let run = 0; run < runs; run += 1) {
      const viaNpm = await startServer({ dataDir, env, command: npmStart });
      npmStartMs.push(viaNpm.readyAfterMs);
      await viaNpm.stop();
      const direct = await startServer({ dataDir, env });
      nodeMs.push(direct.readyAfterMs);
      await direct.stop();
    }
    log(
      `  npm start → /readyz 200: median ${median(npmStartMs).toFixed(0)} ms (node alone ${median(nodeMs).toFixed(0)} ms)`,
    );
    return { runs, npmStartMedianMs: median(npmStartMs), npmStartMs, nodeMedianMs: median(nodeMs) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
