import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { type Guarded, guardChild } from './process-guard.ts';

// Node-only: starts Foundry's anvil from the binary shipped in @foundry-rs/anvil's platform package.

export type AnvilOptions = {
  port: number;
  host?: string;
  chainId?: number;
  /**
   * The chain's state: loaded on start when it exists, saved every 2 s while the chain changes and
   * before anvil stops, also when this process dies without stopping it. Saved by the watchdog
   * (process-guard.mjs) as a new file renamed over the old one, never in place as anvil's own
   * `--state` writes it: a kill during that write leaves half a file anvil refuses (decision 0075).
   */
  stateFile?: string;
  /**
   * Unix seconds of the genesis block (anvil `--timestamp`) on a new chain: later blocks keep the offset
   * from the wall clock until a block is mined at a chosen time. Meant for a chain without saved state.
   */
  genesisTimestamp?: number;
  /** Seconds between mined blocks; without it anvil mines one block per transaction. */
  blockTime?: number;
  /** Do not forward anvil's output to this process's stdout. */
  silent?: boolean;
  /** Receives every output line (stdout and stderr); replaces forwarding to stdout. */
  onLog?: (line: string) => void;
  /** Name of the setting the port came from, so the "in use" error tells the user what to change. */
  portVariable?: string;
};

export type AnvilHandle = {
  rpcUrl: string;
  port: number;
  pid: number;
  /** Saves the chain to the state file now (after work that must survive a power cut); the block. */
  save(): Promise<number>;
  stop(): Promise<void>;
};

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
};

const READY_TIMEOUT_MS = 10_000;
const SAVE_EVERY_MS = 2_000;
const POLL_MS = 50;
const KILL_AFTER_MS = 5_000;
const STDERR_TAIL_CHARS = 2_000;

export function resolveAnvilBinary(): string {
  const suffix = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!suffix) throw new Error(`anvil has no npm binary for ${process.platform}/${process.arch}`);
  const pkg = `@foundry-rs/anvil-${suffix}`;
  // The platform package is an optional dependency of @foundry-rs/anvil, so resolve it from there first
  // (it is only hoisted to the root node_modules by npm's choice).
  const requirers = [createRequire(import.meta.url)];
  try {
    requirers.unshift(
      createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json')),
    );
  } catch {
    // @foundry-rs/anvil itself missing: the plain lookup below produces the error message.
  }
  for (const req of requirers) {
    try {
      const dir = path.dirname(req.resolve(`${pkg}/package.json`));
      return path.join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
    } catch {
      // try the next location
    }
  }
  throw new Error(`${pkg} is not installed; run npm install (it comes with @foundry-rs/anvil)`);
}

export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function assertPortFree(port: number, host: string, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (err: NodeJS.ErrnoException) => {
      const why =
        err.code === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${err.code ?? err.message})`;
      reject(
        new Error(`${variable}: port ${port} ${why} on ${host}; free it or set ${variable} to another port`),
      );
    });
    server.listen({ port, host }, () => server.close(() => resolve()));
  });
}

export async function startAnvil(opts: AnvilOptions): Promise<AnvilHandle> {
  const host = opts.host ?? '127.0.0.1';
  const chainId = opts.chainId ?? 31337;
  await assertPortFree(opts.port, host, opts.portVariable ?? 'CHAIN_PORT');

  const args = ['--port', String(opts.port), '--host', host, '--chain-id', String(chainId)];
  if (opts.stateFile && existsSync(opts.stateFile)) args.push('--load-state', opts.stateFile);
  if (opts.blockTime !== undefined) args.push('--block-time', String(opts.blockTime));
  if (opts.genesisTimestamp !== undefined) args.push('--timestamp', String(opts.genesisTimestamp));

  // The binary itself, not the npm bin wrapper: signals then reach anvil, and stop() waits for its exit.
  const child = spawn(resolveAnvilBinary(), args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    // A session of its own: Ctrl-C reaches this process, which saves the chain before stopping anvil.
    detached: true,
    // Working in its chain folder, it can be told apart from another folder's anvil (decision 0075).
    ...(opts.stateFile ? { cwd: path.dirname(opts.stateFile) } : {}),
  });
  const stderr = { tail: '' };
  pipeLines(child, opts, stderr);
  const rpcUrl = `http://${connectHost(host)}:${opts.port}`;
  // If this process dies without stop(), the watchdog saves the chain and stops anvil.
  const guarded = guardChild(child, {
    name: 'anvil',
    stopSignals: [
      ['SIGTERM', KILL_AFTER_MS],
      ['SIGKILL', KILL_AFTER_MS],
    ],
    ...(opts.stateFile ? { chain: { rpcUrl, stateFile: opts.stateFile, everyMs: SAVE_EVERY_MS } } : {}),
  });
  if (!opts.stateFile) {
    // Nothing to save: an exit without stop() need not wait for the watchdog.
    const killOnExit = () => child.kill('SIGTERM');
    process.once('exit', killOnExit);
    child.once('exit', () => process.off('exit', killOnExit));
  }

  try {
    await waitUntilReady(child, rpcUrl, chainId, stderr);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return {
    rpcUrl,
    port: opts.port,
    pid: child.pid ?? -1,
    save: () => (opts.stateFile ? guarded.save() : Promise.reject(new Error('anvil has no state file'))),
    stop: () => stopSaved(child, guarded, opts.stateFile !== undefined),
  };
}

/** With a state file the watchdog saves the chain, then stops anvil; without, or if it cannot, we do. */
async function stopSaved(child: ChildProcess, guarded: Guarded, saved: boolean): Promise<void> {
  if (!saved || child.exitCode !== null || child.signalCode !== null) return stopChild(child);
  let saveError: string | undefined;
  try {
    ({ saveError } = await guarded.stop());
  } finally {
    await stopChild(child); // collects the exit; stops it here if the watchdog could not
  }
  if (saveError) throw new Error(`anvil stopped, but its chain was not saved: ${saveError}`);
}

function connectHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function pipeLines(child: ChildProcess, opts: AnvilOptions, stderr: { tail: string }): void {
  const emit = opts.onLog ?? (opts.silent ? undefined : (line: string) => process.stdout.write(`${line}\n`));
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    // Always drained, even when silent, or a full pipe would block anvil.
    stream?.on('data', (chunk: string) => {
      if (stream === child.stderr) stderr.tail = (stderr.tail + chunk).slice(-STDERR_TAIL_CHARS);
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      if (emit) for (const line of lines) emit(line);
    });
    stream?.on('end', () => {
      if (emit && partial) emit(partial);
    });
  }
}

async function waitUntilReady(
  child: ChildProcess,
  rpcUrl: string,
  chainId: number,
  stderr: { tail: string },
): Promise<void> {
  let exited: string | undefined;
  child.once('error', (err) => {
    exited = `anvil could not start: ${err.message}`;
  });
  child.once('exit', (code, signal) => {
    const tail = stderr.tail.trim();
    exited = `anvil exited (${signal ?? `code ${code}`}) before answering on ${rpcUrl}${tail ? `:\n${tail}` : ''}`;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    const answered = await readChainId(rpcUrl);
    if (answered !== undefined) {
      // Another node that slipped onto the port between our check and anvil's bind would answer too.
      if (answered !== chainId)
        throw new Error(`${rpcUrl} answered chain id ${answered}, expected ${chainId}`);
      return;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  if (exited) throw new Error(exited);
  throw new Error(`anvil did not answer on ${rpcUrl} within ${READY_TIMEOUT_MS / 1000} s`);
}

async function readChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    const body = (await res.json()) as { result?: string };
    return body.result ? Number(body.result) : undefined;
  } catch {
    return undefined; // not listening yet
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  const gone = child.pid === undefined || child.exitCode !== null || child.signalCode !== null;
  if (gone) return Promise.resolve();
  return new Promise((resolve) => {
    // SIGTERM first (the chain, if any, was saved before); SIGKILL only if it hangs.
    const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
