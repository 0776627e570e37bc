import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database, type Db } from '../../src/db/client.ts';

const run = promisify(execFile);
export const deployDir = path.resolve(import.meta.dirname, '../../../../deploy');

function majorOfPgDump(): number {
  const version = execFileSync('pg_dump', ['--version'], { encoding: 'utf8' });
  const major = /(\d+)(?:\.\d+)?/.exec(version)?.[1];
  if (!major) throw new Error(`cannot read pg_dump's version from '${version.trim()}'`);
  return Number(major);
}

async function serverMajor(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A PostgreSQL the installed pg_dump can dump (pg_dump refuses a newer server): BACKUP_TEST_DATABASE_URL,
 * else the test run's server, else the machine's own on 127.0.0.1:5432 (the test run's embedded one
 * is PostgreSQL 18, newer than Debian 12's client tools).
 */
export async function dumpableServer(): Promise<string> {
  const client = majorOfPgDump();
  const candidates = [
    process.env.BACKUP_TEST_DATABASE_URL,
    inject('databaseAdminUrl'),
    'postgres://postgres@127.0.0.1:5432/postgres',
  ].filter((url): url is string => Boolean(url));
  const seen: string[] = [];
  for (const url of candidates) {
    const major = await serverMajor(url);
    seen.push(`${new URL(url).host}: ${major ?? 'unreachable'}`);
    if (major !== undefined && major <= client) return url;
  }
  throw new Error(
    `no PostgreSQL that pg_dump ${client} can dump (${seen.join(', ')}); set BACKUP_TEST_DATABASE_URL`,
  );
}

/** Databases made on `adminUrl` for one test file, dropped by `dropAll`. */
export function databasesOn(adminUrl: string) {
  const made: { name: string; database?: Database }[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    /** An empty database (template0: not even the public schema's extras) and its pool. */
    async create(label: string): Promise<Database & { url: string }> {
      const name = `guardians_backup_${label}_${randomBytes(4).toString('hex')}`;
      await admin((client) => client.query(`create database ${name} template template0`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = createDatabase(url.toString(), { max: 3 });
      made.push({ name, database });
      return { ...database, url: url.toString() };
    },
    async dropAll(): Promise<void> {
      for (const { name, database } of made.splice(0)) {
        await database?.close().catch(() => undefined);
        await admin((client) => client.query(`drop database if exists ${name} with (force)`));
      }
    },
  };
}

/** deploy/backup.sh or deploy/restore.sh with only the given environment; its stdout lines. */
export async function script(name: 'backup.sh' | 'restore.sh', args: string[], env: Record<string, string>) {
  const { stdout } = await run('bash', [path.join(deployDir, name), ...args], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
  });
  return stdout.split('\n').filter(Boolean);
}

/** Rows per table in the public schema and the migrations journal, and every sequence's position. */
export async function tableCounts(db: Db): Promise<Record<string, number | string>> {
  const { rows: tables } = await db.execute<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables
         where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const counts: Record<string, number | string> = {};
  for (const { schema, name } of tables) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)}`,
    );
    counts[`${schema}.${name}`] = rows[0]?.n ?? 0;
  }
  const { rows: sequences } = await db.execute<{ name: string; last: string | null }>(
    sql`select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences order by 1`,
  );
  for (const { name, last } of sequences) counts[`sequence ${name}`] = last ?? 'unused';
  return counts;
}
