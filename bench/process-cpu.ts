import { readdirSync, readFileSync } from 'node:fs';
import { readCpuSeconds } from '#server/test-utils/server-process.ts';

/** The CPU seconds so far of each running process with this command name, by pid. */
function cpuOfCommand(command: string): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === command) {
        seconds.set(Number(entry), readCpuSeconds(Number(entry)));
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return seconds;
}

/**
 * Starts counting the CPU of PostgreSQL's processes on this machine (its backends: a connection
 * opened since counts whole); the function returned reads the seconds spent since. A backend that
 * ends before the read takes its seconds with it: the pool keeps its connections while it is busy.
 */
export function countPostgresCpu(): () => number {
  const before = cpuOfCommand('postgres');
  return () => {
    let seconds = 0;
    for (const [pid, now] of cpuOfCommand('postgres')) seconds += now - (before.get(pid) ?? 0);
    return seconds;
  };
}
