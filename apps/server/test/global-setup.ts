import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/launcher/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
    rpcUrl: string;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * One PostgreSQL per run (embedded, or the server in DATABASE_URL) holding a migrated template;
 * each test file clones it into its own database. One anvil per run for chain-backed routes.
 */
export default async function setup(project: TestProject) {
  let postgres: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-test-'));
    await chmod(tempDir, 0o755); // the 'postgres' system user must reach the data folder
    postgres = await startEmbeddedPostgres({ dataDir: tempDir, port: await findFreePort() });
    adminUrl = postgres.url;
  }
  const template = `guardians_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const migrated = createDatabase(withDatabase(adminUrl, template), { max: 1 });
  await runMigrations(migrated.db);
  await migrated.close();

  const anvil: AnvilHandle = await startAnvil({ port: await findFreePort(), silent: true });

  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', template);
  project.provide('rpcUrl', anvil.rpcUrl);

  return async () => {
    await anvil.stop();
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`guardians_t${process.pid}_%`, template],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await postgres?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
