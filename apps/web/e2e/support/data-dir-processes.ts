import path from 'node:path';
import { allProcesses } from '@guardians/contracts/processes';

export interface RunningProcess {
  pid: number;
  ppid: number;
  /** The command line, arguments joined by spaces. */
  command: string;
}

const shown = (p: { pid: number; ppid: number; argv: string[] }): RunningProcess => ({
  pid: p.pid,
  ppid: p.ppid,
  command: p.argv.join(' '),
});

/**
 * What `ps` would show running for a data folder: processes working inside it (PostgreSQL runs in
 * its data directory) or naming a path inside it (anvil's state file, `postgres -D`).
 */
export function processesOf(dataDir: string): RunningProcess[] {
  const inside = (p: string) => p === dataDir || p.startsWith(`${dataDir}${path.sep}`);
  return allProcesses()
    .filter((p) => inside(p.cwd) || p.argv.some(inside))
    .map(shown);
}

/** A process's children running `program` (the launcher's watchdog). */
export function childrenOf(pid: number, program: string): RunningProcess[] {
  return allProcesses()
    .filter((p) => p.ppid === pid && p.argv.some((arg) => arg.includes(program)))
    .map(shown);
}

/** Waits until no process of the data folder runs; returns what is left after `timeoutMs`. */
export async function waitUntilNoneRun(
  dataDir: string,
  timeoutMs: number,
): Promise<{ left: RunningProcess[]; ms: number }> {
  const began = performance.now();
  let left = processesOf(dataDir);
  while (left.length > 0 && performance.now() - began < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = processesOf(dataDir);
  }
  return { left, ms: performance.now() - began };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
