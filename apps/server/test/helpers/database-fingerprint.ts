import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Counted for every request whatever it is allowed to do (the rate limiter's windows, flushed in
 * the background about once a second): not a write a route made, and not deterministic in time.
 */
const REQUEST_BOOKKEEPING_TABLES = new Set(['rate_limit_hits']);

/**
 * A hash of every table's rows: equal before and after means the
 * requests in between wrote nothing anywhere, not just nothing in the table a test thought of.
 */
export async function databaseFingerprint(db: Db): Promise<string> {
  const { rows } = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of rows) {
    if (REQUEST_BOOKKEEPING_TABLES.has(table_name)) continue;
    const table = sql.identifier(table_name);
    const { rows: hash } = await db.execute<{ h: string | null }>(
      sql`select md5(string_agg(r::text, '|' order by r::text)) as h from ${table} r`,
    );
    parts.push(`${table_name}:${hash[0]?.h ?? 'empty'}`);
  }
  return parts.join('\n');
}

/** The tables whose hash differs between two fingerprints, to name what a refused request wrote. */
export function changedTables(before: string, after: string): string[] {
  const old = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !old.has(line))
    .map((line) => line.split(':')[0] ?? line);
}
