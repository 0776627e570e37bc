// A throw-away `npm start` for benchmarks that need the whole site (Lighthouse): free ports, a
// temporary data folder, no external database or chain, stopped and deleted afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

export interface LocalSite {
  base: string;
  startedInMs: number;
  stop(): Promise<void>;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the site as `npm start` does (scripts/launch.mjs, which also rebuilds a stale web build)
 * and resolves once /api/health answers 200. The launcher's output is kept and shown only if the
 * start fails, so a benchmark's own figures stay readable.
 */
export async function startLocalSite(options: { timeoutMs?: number } = {}): Promise<LocalSite> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-bench-site-'));
  await chmod(dataDir, 0o755); // embedded PostgreSQL runs as 'postgres' when we are root
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    CHAIN_PORT: String(await freePort()),
    PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
  };
  // The throw-away site must not write into a database or chain someone configured for other work.
  delete env.DATABASE_URL;
  delete env.RPC_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/launch.mjs', 'start'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM'); // the launcher stops the web server, the indexer, anvil and PostgreSQL
      if (!(await exited(child, 30_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${port}/`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`npm start exited (${child.exitCode ?? child.signalCode}):\n${output.trim()}`);
    }
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`the site did not answer /api/health within ${timeoutMs / 1000} s:\n${output.trim()}`);
    }
    try {
      const response = await fetch(new URL('/api/health', base), { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, startedInMs: performance.now() - started, stop };
}
