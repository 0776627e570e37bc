import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@guardians/contracts/anvil';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/launcher/embedded-postgres.ts';

/** A PostgreSQL of this test file alone, which it may stop and start again on the same data and port. */
export interface RestartablePostgres {
  url: string;
  port: number;
  isRunning(): boolean;
  /** Fast shutdown (SIGINT), as a service manager's restart does: open transactions roll back. */
  stop(): Promise<void>;
  /**
   * Immediate shutdown (SIGQUIT to the postmaster), as a crash: every backend exits at once, so none
   * can take a lock another's exit released and commit in the meantime (a fast shutdown allows that
   * race). The next start recovers from the WAL.
   */
  stopAbruptly(): Promise<void>;
  /** Starts it again on the same data directory and port; the URL stays the same. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  remove(): Promise<void>;
}

export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-fault-pg-'));
  await chmod(dataDir, 0o755); // the 'postgres' system user must reach the data folder
  const port = await findFreePort();
  let running: EmbeddedPostgres | undefined = await startEmbeddedPostgres({ dataDir, port });
  const url = running.url;
  return {
    url,
    port,
    isRunning: () => running !== undefined,
    async stop() {
      await running?.stop();
      running = undefined;
    },
    async stopAbruptly() {
      const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
      process.kill(pid, 'SIGQUIT');
      await running?.stop(); // waits for the exit (a SIGINT on the way changes nothing)
      running = undefined;
    },
    async start() {
      if (running) return;
      try {
        running = await startEmbeddedPostgres({ dataDir, port });
      } catch (error) {
        // Another process of the run may have taken the port meanwhile: say so rather than a bare failure.
        throw new Error(`restarting PostgreSQL on port ${port} failed: ${(error as Error).message}`);
      }
    },
    async remove() {
      await running?.stop();
      running = undefined;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
