import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { processStartTime } from './processes.ts';

// Node-only: the parent's side of the watchdog in process-guard.mjs (decision 0075). One watchdog
// runs while this process has something to guard; when this process dies without stopping what it
// started (kill -9, the OOM killer, a crash), the watchdog stops it.

const GUARD_SCRIPT = fileURLToPath(new URL('./process-guard.mjs', import.meta.url));

export interface GuardOptions {
  /** Named in the watchdog's report ('PostgreSQL', 'anvil'). */
  name: string;
  /** Sent in turn when the process must be stopped, each followed by how long to wait for the exit. */
  stopSignals: [NodeJS.Signals, number][];
  /**
   * anvil's chain: the watchdog saves it to `stateFile` every `everyMs` while it changes, and before
   * any stop; always whole, through a new file renamed over the old one.
   */
  chain?: { rpcUrl: string; stateFile: string; everyMs: number };
}

export interface Guarded {
  /** Saves the chain now; the block saved. */
  save(): Promise<number>;
  /**
   * Saves the chain (if any) and stops the process with its signals; resolves once it is gone, with
   * the block saved or why the chain could not be saved. Rejects when it could not be stopped.
   */
  stop(): Promise<StopResult>;
}

export interface StopResult {
  savedBlock?: number;
  saveError?: string;
}

export interface GuardedProcess {
  pid: number;
  startTime: number | null;
}

interface Answer {
  id: number;
  ok: boolean;
  block?: number;
  error?: string;
}

class Watchdog {
  readonly process: ChildProcess;
  private readonly pending = new Map<number, (answer: Answer) => void>();
  private readonly watched = new Set<number>();
  private nextId = 1;
  private exited = false;

  constructor() {
    // A session of its own: a signal to this process's group (Ctrl-C, kill -9 -PGID) leaves it running.
    this.process = spawn(process.execPath, [GUARD_SCRIPT], {
      detached: true,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    this.process.stdin?.on('error', () => {}); // it died: 'exit' below answers what was pending
    createInterface({ input: this.process.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const answer = JSON.parse(line) as Answer;
      this.pending.get(answer.id)?.(answer);
      this.pending.delete(answer.id);
      this.endWhenIdle();
    });
    this.process.once('exit', () => {
      this.exited = true;
      if (current === this) current = undefined;
      for (const [id, settle] of this.pending) settle({ id, ok: false, error: 'the watchdog exited' });
      this.pending.clear();
    });
  }

  get alive(): boolean {
    return !this.exited;
  }

  send(message: Record<string, unknown>): void {
    if (!this.exited) this.process.stdin?.write(`${JSON.stringify(message)}\n`);
  }

  ask(message: Record<string, unknown>): Promise<Answer> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.send({ ...message, id });
      if (this.exited) resolve({ id, ok: false, error: 'the watchdog exited' });
    });
  }

  watch(target: GuardedProcess, options: GuardOptions): void {
    this.watched.add(target.pid);
    this.send({ op: 'watch', ...target, ...options });
  }

  forget(pid: number): void {
    if (!this.watched.delete(pid)) return;
    this.send({ op: 'forget', pid });
    this.endWhenIdle();
  }

  /** Nothing left to guard or answer: the watchdog exits (its stdin ends); a later watch starts another. */
  private endWhenIdle(): void {
    if (this.watched.size > 0 || this.pending.size > 0) return;
    if (current === this) current = undefined;
    this.process.stdin?.end();
  }
}

let current: Watchdog | undefined;

function watchdog(): Watchdog {
  if (!current?.alive) current = new Watchdog();
  return current;
}

function guardedHandle(dog: Watchdog, pid: number): Guarded {
  return {
    async save() {
      const answer = await dog.ask({ op: 'save', pid });
      if (!answer.ok || answer.block === undefined) throw new Error(answer.error ?? 'not saved');
      return answer.block;
    },
    async stop() {
      const answer = await dog.ask({ op: 'stop', pid });
      dog.forget(pid);
      if (!answer.ok) throw new Error(answer.error ?? `could not stop pid ${pid}`);
      return answer.error ? { saveError: answer.error } : { savedBlock: answer.block };
    },
  };
}

/** Has the watchdog stop `child` if this process dies without stopping it; forgotten once it exits. */
export function guardChild(child: ChildProcess, options: GuardOptions): Guarded {
  const pid = child.pid;
  if (pid === undefined) {
    // Not started (no such program): the spawner reports why; there is nothing to guard.
    const error = new Error(`${options.name} did not start`);
    return { save: () => Promise.reject(error), stop: () => Promise.resolve({}) };
  }
  const dog = watchdog();
  dog.watch({ pid, startTime: processStartTime(pid) }, options);
  child.once('exit', () => dog.forget(pid));
  return guardedHandle(dog, pid);
}

/**
 * Stops processes this one did not start (a killed run's), the watchdog's way: the chain saved
 * first, then each signal in turn. Resolves when done, in the order given; `error`: still running.
 */
export async function stopGuarded(
  targets: (GuardedProcess & GuardOptions)[],
): Promise<(StopResult & { error?: string })[]> {
  if (targets.length === 0) return [];
  const dog = watchdog();
  return Promise.all(
    targets.map(async ({ pid, startTime, name, stopSignals, chain }) => {
      dog.watch({ pid, startTime }, { name, stopSignals, ...(chain ? { chain } : {}) });
      try {
        return await guardedHandle(dog, pid).stop();
      } catch (error) {
        return { error: (error as Error).message };
      } finally {
        dog.forget(pid);
      }
    }),
  );
}

/** The watchdog now running, to be recorded beside what it guards. */
export function watchdogProcess(): GuardedProcess | null {
  const pid = current?.alive ? current.process.pid : undefined;
  return pid === undefined ? null : { pid, startTime: processStartTime(pid) };
}
