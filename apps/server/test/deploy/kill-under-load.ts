import { setTimeout as sleep } from 'node:timers/promises';
import type { Agent } from 'undici';
import { exchange } from '../faults/crash-run.ts';
import type { CrashWorld } from '../faults/crash-world.ts';
import { type LogicalWrite, seededRandom, writeMaker } from '../faults/crash-writes.ts';
import { call, clientAt } from './loopback-client.ts';

/** One HTTP exchange as a client saw it: when it began and ended, and how (status or no answer). */
export interface Attempt {
  kind: 'read' | 'write';
  what: string;
  startedAt: number;
  endedAt: number;
  /** The status, or 0 when the connection failed (refused, reset, closed mid-answer). */
  status: number;
}

export interface KillRun {
  writes: LogicalWrite[];
  attempts: Attempt[];
  /** performance.now() when the SIGKILL was sent and when the process was gone. */
  killSentAt: number;
  killDoneAt: number;
}

export interface KillRunOptions {
  /** nginx's origin: every request goes through it. */
  origin: string;
  world: CrashWorld;
  seed: number;
  writesPerWriter: number;
  readers: number;
  readsPerReader: number;
  readPaths: string[];
  /** The kill lands once this many writes were acknowledged, with requests in flight. */
  killAfterAcks: number;
  kill: () => Promise<void>;
  /** Past this (performance.now()), a write still failing is left unacknowledged for the audit. */
  deadline: number;
}

export const failed = (attempt: Attempt) => attempt.status === 0 || attempt.status >= 500;

/**
 * Collectors writing (likes, loves, quests, adjustments, vouchers, shields: the crash suites'
 * writes) and readers reading, all through nginx, each client from a loopback address of its own;
 * node A is killed with SIGKILL part-way. A writer does what the web client does: on a connection
 * error or a 5xx it sends the same request again with the same Idempotency-Key. Readers never retry:
 * whatever nginx does not absorb, they see.
 */
export async function runKillUnderLoad(options: KillRunOptions): Promise<KillRun> {
  const attempts: Attempt[] = [];
  const writes: LogicalWrite[] = [];
  const agents: Agent[] = [];
  let acks = 0;
  let seq = 0;
  let writersDone = false;
  const run: KillRun = { writes, attempts, killSentAt: Number.NaN, killDoneAt: Number.NaN };

  async function timed(kind: Attempt['kind'], what: string, send: () => Promise<number>): Promise<number> {
    const startedAt = performance.now();
    let status = 0;
    try {
      status = await send();
    } catch {
      status = 0;
    }
    attempts.push({ kind, what, startedAt, endedAt: performance.now(), status });
    return status;
  }

  async function writer(index: number): Promise<void> {
    const agent = clientAt(`127.0.0.${100 + index}`);
    agents.push(agent);
    const random = seededRandom(options.seed * 1_000 + index + 1);
    const next = writeMaker(options.world, index, random);
    for (let n = 0; n < options.writesPerWriter; n++) {
      const write = next(++seq);
      writes.push(write);
      for (;;) {
        write.attempts += 1;
        const status = await timed('write', `${write.kind} ${write.url}`, async () => {
          write.outcome = await exchange(agent, options.origin, write);
          return write.outcome.status;
        });
        if (status !== 0 && status < 500) {
          if (status < 300) acks += 1;
          break;
        }
        if (status === 0) write.connectionErrors += 1;
        else write.serverErrors += 1;
        if (performance.now() > options.deadline) break;
        await sleep(25 + Math.floor(random() * 50));
      }
    }
  }

  async function reader(index: number): Promise<void> {
    const agent = clientAt(`127.0.0.${150 + index}`);
    agents.push(agent);
    for (let n = 0; n < options.readsPerReader && !writersDone; n++) {
      const path = options.readPaths[(index + n) % options.readPaths.length] ?? '/api/site-configs';
      await timed('read', `GET ${path}`, async () => (await call(agent, `${options.origin}${path}`)).status);
    }
  }

  async function killer(): Promise<void> {
    while (acks < options.killAfterAcks && !writersDone) await sleep(5);
    run.killSentAt = performance.now();
    await options.kill();
    run.killDoneAt = performance.now();
  }

  const readers = Array.from({ length: options.readers }, (_, i) => reader(i));
  const killing = killer();
  try {
    await Promise.all(options.world.users.map((_, i) => writer(i)));
  } finally {
    writersDone = true;
    await Promise.all([...readers, killing]);
    await Promise.all(agents.map((agent) => agent.close()));
  }
  return run;
}

/** Counts for the report line. */
export function killRunCounts(run: KillRun) {
  const inFlight = (a: Attempt) => a.startedAt < run.killSentAt && a.endedAt > run.killSentAt;
  const after = run.attempts.filter((a) => a.startedAt > run.killDoneAt);
  return {
    reads: run.attempts.filter((a) => a.kind === 'read').length,
    writeAttempts: run.attempts.filter((a) => a.kind === 'write').length,
    inFlightAtKill: run.attempts.filter(inFlight).length,
    failedReads: run.attempts.filter((a) => a.kind === 'read' && failed(a)).length,
    failedWriteAttempts: run.attempts.filter((a) => a.kind === 'write' && failed(a)).length,
    /** Failures of requests that began once node A was gone: nginx should have sent them all to B. */
    failedAfterKill: after.filter(failed),
    servedAfterKill: after.filter((a) => !failed(a)).length,
    retriedWrites: run.writes.filter((w) => w.attempts > 1).length,
  };
}

/**
 * Readers only, through nginx and without retries, while `during` happens once `afterReads` reads
 * were answered (a graceful stop of a node, say): every answer they got, timed.
 */
export async function readAround(options: {
  origin: string;
  /** Reader i reads from 127.0.0.<firstAddress + i>. */
  firstAddress: number;
  readers: number;
  readsPerReader: number;
  readPaths: string[];
  afterReads: number;
  during: () => Promise<void>;
}): Promise<{ attempts: Attempt[]; startedAt: number; doneAt: number }> {
  const attempts: Attempt[] = [];
  const window = { startedAt: Number.NaN, doneAt: Number.NaN };
  let running = true;
  const reader = async (index: number) => {
    const agent = clientAt(`127.0.0.${options.firstAddress + index}`);
    for (let n = 0; n < options.readsPerReader && running; n++) {
      const path = options.readPaths[(index + n) % options.readPaths.length] ?? '/api/site-configs';
      const startedAt = performance.now();
      const status = await call(agent, `${options.origin}${path}`).then(
        (answer) => answer.status,
        () => 0,
      );
      attempts.push({ kind: 'read', what: `GET ${path}`, startedAt, endedAt: performance.now(), status });
    }
    await agent.close();
  };
  const readers = Array.from({ length: options.readers }, (_, i) => reader(i));
  while (attempts.length < options.afterReads) await sleep(5);
  window.startedAt = performance.now();
  await options.during();
  window.doneAt = performance.now();
  // Reads on after the event too: what the remaining nodes answer.
  const settled = attempts.length;
  while (
    attempts.length < settled + options.afterReads &&
    attempts.length < options.readers * options.readsPerReader
  )
    await sleep(5);
  running = false;
  await Promise.all(readers);
  return { attempts, ...window };
}
