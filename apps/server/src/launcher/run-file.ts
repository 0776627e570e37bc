import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type GuardOptions, stopGuarded, watchdogProcess } from '@guardians/contracts/process-guard';
import { allProcesses, bootId, type ProcessInfo, processInfo } from '@guardians/contracts/processes';
import { ConfigError } from '../config.ts';
import { POSTGRES_STOP_SIGNALS, postgresProcessesOf } from './embedded-postgres.ts';

/*
 * DATA_DIR/run.json names the launcher running on the folder and what it started (PostgreSQL, anvil
 * and the watchdog that stops them if the launcher dies), each with its start time: within one boot
 * pid + start time name one process, so a pid that another program got since is never mistaken
 * (decision 0075). A clean stop removes the file; one found at start means the last run was killed,
 * crashed or lost its power.
 */

type Say = (label: string, text: string) => void;

interface Recorded {
  pid: number;
  startTime: number | null;
  port?: number;
}

interface RunRecord {
  bootId: string | null;
  launcher: Recorded;
  watchdog?: Recorded;
  postgres?: Recorded;
  anvil?: Recorded;
}

const RUN_FILE = 'run.json';
/** How long a killed run's watchdog may take to save the chain and stop what it left. */
const WATCHDOG_WAIT_MS = 30_000;
const ANVIL_STOP_SIGNALS: [NodeJS.Signals, number][] = [
  ['SIGTERM', 5_000],
  ['SIGKILL', 5_000],
];
const BACKEND_STOP_SIGNALS: [NodeJS.Signals, number][] = [
  ['SIGQUIT', 5_000],
  ['SIGKILL', 5_000],
];

async function readRecord(file: string): Promise<RunRecord | null> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as RunRecord;
    return typeof record.launcher?.pid === 'number' ? record : null;
  } catch {
    return null; // none, or cut short by a power cut: nothing to go on
  }
}

async function writeRecord(file: string, record: RunRecord): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`);
  await rename(temporary, file);
}

/** The recorded process if it still runs: same boot, same pid, same start time. */
function stillRunning(record: RunRecord, entry: Recorded | undefined): ProcessInfo | null {
  if (!entry || record.bootId === null || record.bootId !== bootId()) return null;
  const info = processInfo(entry.pid);
  return info && info.startTime === entry.startTime ? info : null;
}

async function waitForExit(info: ProcessInfo, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (processInfo(info.pid)?.startTime === info.startTime && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const launcherLike = /scripts\/launch\.mjs|launcher\/main\.ts|deploy\/run-local\.ts/;

/** anvil processes of this folder: they work in its chain folder or name its state file. */
function anvilsOf(dataDir: string): ProcessInfo[] {
  const inside = (p: string) => p === dataDir || p.startsWith(`${dataDir}${path.sep}`);
  return allProcesses().filter(
    (p) => path.basename(p.argv[0] ?? '') === 'anvil' && (inside(p.cwd) || p.argv.some(inside)),
  );
}

function anvilRpcUrl(p: ProcessInfo): string {
  const arg = (name: string) => p.argv[p.argv.indexOf(name) + 1];
  const host = p.argv.includes('--host') ? (arg('--host') ?? '127.0.0.1') : '127.0.0.1';
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host;
  return `http://${shown}:${p.argv.includes('--port') ? arg('--port') : '8545'}`;
}

interface Target extends GuardOptions {
  pid: number;
  startTime: number;
}

interface Stopped {
  name: string;
  pid: number;
  savedBlock?: number;
  saveError?: string;
  error?: string;
}

async function stopAll(targets: Target[]): Promise<Stopped[]> {
  const results = await stopGuarded(targets);
  return targets.map(({ name, pid }, i) => ({ name, pid, ...results[i] }));
}

/**
 * Stops what still runs of this folder without a launcher: PostgreSQL servers working in its
 * postgres folder (fast shutdown), anvil working in its chain folder (its chain saved first), then
 * PostgreSQL backends whose server is gone. Nothing else is ever signalled. One that runs under a
 * live launcher (an older one, which kept no run file) is not touched: the start is refused.
 */
async function stopLeftovers(dataDir: string, chainStateFile: string): Promise<Stopped[]> {
  const pgdata = path.join(dataDir, 'postgres');
  const servers = postgresProcessesOf(pgdata).filter((p) => p.argv.includes('-D'));
  const anvils = anvilsOf(dataDir);
  for (const p of [...servers, ...anvils]) {
    const parent = processInfo(p.ppid);
    if (parent && parent.pid !== process.pid && launcherLike.test(parent.argv.join(' '))) {
      throw new ConfigError(
        'DATA_DIR',
        `${path.basename(p.argv[0] ?? 'a process')} (pid ${p.pid}) of ${dataDir} runs under npm start (pid ${parent.pid}); stop that first, or give this start another DATA_DIR`,
      );
    }
  }
  const stopped = await stopAll([
    ...servers.map(({ pid, startTime }) => ({
      pid,
      startTime,
      name: 'PostgreSQL',
      stopSignals: POSTGRES_STOP_SIGNALS,
    })),
    ...anvils.map((p) => ({
      pid: p.pid,
      startTime: p.startTime,
      name: 'anvil',
      stopSignals: ANVIL_STOP_SIGNALS,
      chain: { rpcUrl: anvilRpcUrl(p), stateFile: chainStateFile, everyMs: 60_000 },
    })),
  ]);
  // Backends outlive a server that was killed only until they notice; any still here go now.
  const backends = await stopAll(
    postgresProcessesOf(pgdata).map(({ pid, startTime }) => ({
      pid,
      startTime,
      name: 'PostgreSQL backend',
      stopSignals: BACKEND_STOP_SIGNALS,
    })),
  );
  return [...stopped, ...backends];
}

function describeStopped(stopped: Stopped[]): string {
  const names = stopped.map((s) => `${s.name} (pid ${s.pid})`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  const notes = stopped.flatMap((s) => {
    if (s.saveError) return [`its chain could not be saved: ${s.saveError}`];
    return s.savedBlock === undefined ? [] : [`the chain saved at block ${s.savedBlock}`];
  });
  return `${list} running: stopped ${stopped.length > 1 ? 'them' : 'it'}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

async function savedAt(file: string): Promise<string | null> {
  try {
    return (await stat(file)).mtime.toLocaleTimeString('en-GB');
  } catch {
    return null;
  }
}

/** This run's entry in DATA_DIR/run.json: the processes it started, recorded as they start. */
export class RunFile {
  constructor(
    private readonly file: string,
    private readonly record: RunRecord,
  ) {}

  async note(name: 'postgres' | 'anvil', pid: number, port: number): Promise<void> {
    this.record[name] = { pid, startTime: processInfo(pid)?.startTime ?? null, port };
    const watchdog = watchdogProcess();
    if (watchdog) this.record.watchdog = watchdog;
    await writeRecord(this.file, this.record);
  }

  /** At a clean stop, when nothing of the run is left. */
  remove(): Promise<void> {
    return rm(this.file, { force: true });
  }
}

/**
 * Takes the data folder for this launcher. A live launcher of the same folder refuses the start;
 * what a killed one left running (PostgreSQL, anvil) is stopped safely first, and the start says so.
 */
export async function claimDataDir(
  dataDir: string,
  options: { say: Say; chainStateFile: string },
): Promise<RunFile> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, RUN_FILE);
  const previous = await readRecord(file);
  if (previous) {
    const launcher = stillRunning(previous, previous.launcher);
    if (launcher && launcher.pid !== process.pid) {
      throw new ConfigError(
        'DATA_DIR',
        `npm start (pid ${launcher.pid}) is already running on ${dataDir}; stop it first, or give this start another DATA_DIR`,
      );
    }
    // Its watchdog may still be saving the chain and stopping what the killed run left: let it finish.
    const watchdog = stillRunning(previous, previous.watchdog);
    if (watchdog) await waitForExit(watchdog, WATCHDOG_WAIT_MS);
  }
  const stopped = await stopLeftovers(dataDir, options.chainStateFile);
  const failed = stopped.find((s) => s.error);
  if (failed) {
    throw new ConfigError('DATA_DIR', `could not stop ${failed.name} (pid ${failed.pid}): ${failed.error}`);
  }
  if (previous) {
    const chainSave = await savedAt(options.chainStateFile);
    const left = stopped.length > 0 ? ` and left ${describeStopped(stopped)}` : '; nothing of it still ran';
    options.say(
      'recovery',
      `the previous run (pid ${previous.launcher.pid}) did not stop cleanly (killed, crashed or a power cut)${left}${chainSave ? `; the chain resumes as saved at ${chainSave}` : ''}`,
    );
  } else if (stopped.length > 0) {
    options.say('recovery', `an earlier start of this data folder left ${describeStopped(stopped)}`);
  }
  const record: RunRecord = {
    bootId: bootId(),
    launcher: { pid: process.pid, startTime: processInfo(process.pid)?.startTime ?? null },
  };
  await writeRecord(file, record);
  return new RunFile(file, record);
}
