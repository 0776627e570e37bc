import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@guardians/contracts/anvil';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface RunningSite {
  port: number;
  chainPort: number;
  baseUrl: string;
  rpcUrl: string;
  dataDir: string;
  pgPort: number;
  output: () => string;
  databaseUrl(): Promise<string>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  process: ChildProcess;
}

export async function newDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-site-'));
  await chmod(dataDir, 0o755); // the 'postgres' system user must reach the data folder
  return dataDir;
}

/** The environment a person's shell would have: without what Vitest adds (MODE, NODE_ENV=test, ...). */
function personEnv(): NodeJS.ProcessEnv {
  const vitestKeys = /^(VITEST.*|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL|TEST)$/;
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !vitestKeys.test(key)));
}

function spawnLauncher(env: Record<string, string>, mode: 'start' | 'dev' = 'start'): ChildProcess {
  return spawn(process.execPath, ['scripts/launch.mjs', mode], {
    cwd: repoRoot,
    env: { ...personEnv(), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs a launcher expected to fail; returns its exit code and what it printed on stderr. */
export async function runUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawnLauncher(env);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout?.resume();
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { code, stderr };
}

/** Starts `npm start`'s launcher as a person would, on free ports and its own data folder. */
export async function startSite(
  options: {
    mode?: 'start' | 'dev';
    dataDir?: string;
    env?: Record<string, string>;
    ports?: { port: number; chainPort: number; pgPort: number };
  } = {},
) {
  const dataDir = options.dataDir ?? (await newDataDir());
  const { port, chainPort, pgPort } = options.ports ?? {
    port: await findFreePort(),
    chainPort: await findFreePort(),
    pgPort: await findFreePort(),
  };
  const child = spawnLauncher(
    {
      PORT: String(port),
      CHAIN_PORT: String(chainPort),
      PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      ...options.env,
    },
    options.mode,
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site did not start in time:\n${output}`)), 180_000);
    child.stdout?.on('data', () => {
      if (output.includes('Press Ctrl-C to stop.')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`launcher exited with ${code}:\n${output}`));
    });
  });
  await ready;
  const site: RunningSite = {
    port,
    chainPort,
    baseUrl: `http://127.0.0.1:${port}`,
    rpcUrl: `http://127.0.0.1:${chainPort}`,
    dataDir,
    pgPort,
    process: child,
    output: () => output,
    async databaseUrl() {
      const secret = (await readFile(path.join(dataDir, 'postgres.secret'), 'utf8')).trim();
      return `postgres://guardians:${secret}@127.0.0.1:${pgPort}/guardians`;
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  return site;
}
