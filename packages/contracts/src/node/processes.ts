import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

// Node-only: what Linux tells about a running process through /proc, to recognise a process later
// (decision 0075). A pid alone can be reused; pid + start time cannot, within one boot.

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** Clock ticks after boot when the process started. */
  startTime: number;
  /** Its arguments, the program first (a PostgreSQL backend shows its title here instead). */
  argv: string[];
  /** Its working directory; '' when not readable (another user's process). */
  cwd: string;
}

/** The process with this pid, or null when none runs (exited ones waiting to be collected included). */
export function processInfo(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return null;
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    let cwd = '';
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // not ours to read
    }
    return { pid, ppid: Number(fields[1]), startTime: Number(fields[19]), argv, cwd };
  } catch {
    return null;
  }
}

/** The start time of a running process; null when it does not run or the system has no /proc. */
export function processStartTime(pid: number): number | null {
  return processInfo(pid)?.startTime ?? null;
}

/** Every running process. */
export function allProcesses(): ProcessInfo[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    const info = processInfo(Number(name));
    return info ? [info] : [];
  });
}

/** Changes at every boot: start times recorded before a power cut mean nothing after it. */
export function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}
