import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import type { ApiNodeFleet } from './crash-fleet.ts';
import type { CrashWorld } from './crash-world.ts';
import { type LogicalWrite, type Outcome, seededRandom, writeMaker } from './crash-writes.ts';

export interface CrashRunOptions {
  origin: string;
  seed: number;
  cycles: number;
  /**
   * Each process serves until it has acknowledged a seeded number of writes from this range, then
   * for a seeded extra delay from `extraMs`, and is killed then: progress every cycle whatever the
   * machine's load, at a moment that falls anywhere in the requests then in flight.
   */
  acksPerCycle: [number, number];
  extraMs: [number, number];
  /** Past this (epoch ms) a write still unacknowledged fails the run instead of retrying forever. */
  deadline: number;
  /** false: the control run, retrying without Idempotency-Key, to show what the suite catches. */
  sendKeys: boolean;
}

export interface CrashRunResult {
  writes: LogicalWrite[];
  cycles: number;
  /** Requests in flight at each SIGKILL. */
  inFlightAtKill: number[];
  elapsedMs: number;
}

/** One HTTP exchange; throws on a connection error (refused, reset, closed mid-answer). */
export async function exchange(
  agent: Agent,
  origin: string,
  write: LogicalWrite,
  sendKey = true,
): Promise<Outcome> {
  const res = await request(`${origin}${write.url}`, {
    method: write.method,
    headers: sendKey ? { ...write.headers, 'idempotency-key': write.key } : write.headers,
    body: write.body,
    dispatcher: agent,
  });
  const body = await res.body.text();
  return { status: res.statusCode, body, replayed: res.headers['idempotent-replayed'] === 'true' };
}

export function crashAgent(): Agent {
  return new Agent({
    connections: 32,
    keepAliveTimeout: 5_000,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
    connect: { timeout: 2_000 },
  });
}

/**
 * Kills the API process with SIGKILL at seeded moments while writers send writes, starts a fresh
 * one each time, and records every write with every attempt. A writer retries the same request
 * with the same key on a connection error or a 5xx until it gets a 2xx; any other status ends the
 * write (and fails the audit). After the last cycle the writers finish what they hold against the
 * last process, which is left serving for the audit.
 */
export async function runCrashCycles(
  fleet: ApiNodeFleet,
  world: CrashWorld,
  options: CrashRunOptions,
): Promise<CrashRunResult> {
  const began = performance.now();
  const agent = crashAgent();
  const writes: LogicalWrite[] = [];
  const inFlightAtKill: number[] = [];
  let inFlight = 0;
  let acks = 0;
  let stopping = false;
  let seq = 0;

  async function send(write: LogicalWrite, random: () => number): Promise<void> {
    for (;;) {
      write.attempts += 1;
      inFlight += 1;
      try {
        const outcome = await exchange(agent, options.origin, write, options.sendKeys);
        if (outcome.status < 500) {
          write.outcome = outcome;
          if (outcome.status < 300) acks += 1;
          return;
        }
        write.serverErrors += 1;
      } catch {
        write.connectionErrors += 1;
      } finally {
        inFlight -= 1;
      }
      if (Date.now() > options.deadline) return; // left unacknowledged: the audit reports it
      // Backing off (25 ms doubling to 200 ms, jittered) as a client would while the site restarts.
      const backoff = Math.min(200, 25 * 2 ** Math.min(write.attempts - 1, 3));
      await sleep(backoff / 2 + Math.floor(random() * backoff));
    }
  }

  async function writer(index: number): Promise<void> {
    const random = seededRandom(options.seed * 1_000 + index + 1);
    const next = writeMaker(world, index, random);
    while (!stopping && Date.now() < options.deadline) {
      seq += 1;
      const write = next(seq);
      writes.push(write);
      await send(write, random);
    }
  }

  const writers = world.users.map((_, index) => writer(index));
  const random = seededRandom(options.seed);
  let cycles = 0;
  try {
    for (; cycles < options.cycles && Date.now() < options.deadline; cycles += 1) {
      const between = ([low, high]: [number, number]) => low + Math.floor(random() * (high - low + 1));
      const enough = acks + between(options.acksPerCycle);
      for (let waited = 0; acks < enough && waited < 30_000; waited += 5) await sleep(5);
      await sleep(between(options.extraMs));
      // Kill while something is in flight (nearly always already true with several writers).
      for (let waited = 0; inFlight === 0 && waited < 500; waited += 5) await sleep(5);
      inFlightAtKill.push(inFlight);
      await fleet.killAndTakeOver();
    }
  } finally {
    stopping = true;
    await Promise.all(writers);
    await agent.close();
  }
  return { writes, cycles, inFlightAtKill, elapsedMs: performance.now() - began };
}

/** Counts for the report line and the documentation. */
export function runCounts(run: CrashRunResult) {
  const { writes } = run;
  const acknowledged = writes.filter((w) => w.outcome && w.outcome.status < 300);
  const byKind: Record<string, number> = {};
  for (const w of acknowledged) byKind[w.kind] = (byKind[w.kind] ?? 0) + 1;
  return {
    cycles: run.cycles,
    writes: writes.length,
    acknowledged: acknowledged.length,
    requests: writes.reduce((sum, w) => sum + w.attempts, 0),
    retries: writes.reduce((sum, w) => sum + w.attempts - 1, 0),
    retriedWrites: writes.filter((w) => w.attempts > 1).length,
    connectionErrors: writes.reduce((sum, w) => sum + w.connectionErrors, 0),
    serverErrors: writes.reduce((sum, w) => sum + w.serverErrors, 0),
    /** Retries answered with the stored first answer (the first attempt had committed). */
    replays: acknowledged.filter((w) => w.outcome?.replayed).length,
    killsWithWritesInFlight: run.inFlightAtKill.filter((n) => n > 0).length,
    byKind,
  };
}
