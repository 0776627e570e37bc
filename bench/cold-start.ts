// Cold start of `npm start` on an existing data folder: time from launching the process until the
// site answers /api/health with 200. The first start (which creates the data folder) is timed too.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { printTable } from './print-table.ts';

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function timeToHealthy(env: Record<string, string>): Promise<{ ms: number; child: ChildProcess }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/launch.mjs', 'start'], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`launcher exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
      if (res.status === 200) return { ms: performance.now() - started, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-bench-'));
await chmod(dataDir, 0o755);
const env = {
  DATA_DIR: dataDir,
  PORT: String(await freePort()),
  CHAIN_PORT: String(await freePort()),
  PG_PORT: String(await freePort()),
};
const rows = [['start', 'to healthy (ms)']];
try {
  const first = await timeToHealthy(env);
  rows.push(['first (new data folder)', first.ms.toFixed(0)]);
  await stop(first.child);
  for (let i = 1; i <= 3; i++) {
    const again = await timeToHealthy(env);
    rows.push([`cold start on existing data #${i}`, again.ms.toFixed(0)]);
    await stop(again.child);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
printTable(rows);
console.log('budget: < 10000 ms on an existing data folder');
