import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { mulberry32 } from '../../src/demo/prng.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const entry = path.join(serverDir, 'src/indexer/run-indexer.ts');

export interface IndexerEnv {
  databaseUrl: string;
  rpcUrl: string;
  /** host:port of the metadata server (a private address: allowed explicitly). */
  metadataHost: string;
  batchBlocks: number;
  pollMs: number;
}

export interface LogLine {
  level: string;
  msg?: string;
  [field: string]: unknown;
}

export interface IndexerProcess {
  pid: number;
  /** Milliseconds from spawn to the "indexer started" line. */
  started: Promise<number>;
  isStarted(): boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  lines: LogLine[];
  /** Raw output that was not a JSON line (there should be none). */
  stray: string[];
  kill(signal: NodeJS.Signals): void;
}

/**
 * `node --import tsx src/indexer/run-indexer.ts` as `npm run indexer` runs it, with only the
 * environment given here (not the test runner's, which may hold its own DATABASE_URL).
 */
export function spawnIndexer(env: IndexerEnv): IndexerProcess {
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      DATABASE_URL: env.databaseUrl,
      RPC_URL: env.rpcUrl,
      CHAIN_ID: '31337',
      LOG_LEVEL: 'info',
      METADATA_ALLOW_HOSTS: env.metadataHost,
      INDEXER_BATCH_BLOCKS: String(env.batchBlocks),
      INDEXER_POLL_MS: String(env.pollMs),
    },
  });
  const lines: LogLine[] = [];
  const stray: string[] = [];
  let started = false;
  let markStarted: (ms: number) => void = () => {};
  const startedPromise = new Promise<number>((resolve) => {
    markStarted = resolve;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let partial = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const text of parts) {
      if (!text.trim()) continue;
      try {
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        if (line.msg === 'indexer started' && !started) {
          started = true;
          markStarted(performance.now() - spawnedAt);
        }
      } catch {
        stray.push(text);
      }
    }
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => stray.push(chunk));
  // A start that never comes (the process died first) must not hang whoever awaits it.
  void exited.then(() => markStarted(Number.NaN));
  return {
    pid: child.pid ?? -1,
    started: startedPromise,
    isStarted: () => started,
    exited,
    lines,
    stray,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

/** Seeded (mulberry32), so a failing run can be replayed with its seed. */
export const seededRandom = mulberry32;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; throws with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 50) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await check()) return;
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
