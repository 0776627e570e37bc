import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@guardians/contracts/anvil';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/src/launcher/embedded-postgres.ts';

/**
 * A fresh database for one benchmark run: a new database on DATABASE_URL's server when set, else
 * an embedded PostgreSQL in a temporary folder. The cleanup drops it (or stops and deletes it).
 */
export async function benchDatabase(): Promise<{ url: string; cleanup(): Promise<void> }> {
  const external = process.env.DATABASE_URL;
  if (!external) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'guardians-bench-'));
    await chmod(dir, 0o755);
    const postgres = await startEmbeddedPostgres({ dataDir: dir, port: await findFreePort() });
    return {
      url: postgres.socketUrl, // as `npm start` connects to it
      async cleanup() {
        await postgres.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `guardians_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: external });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(external);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async cleanup() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
