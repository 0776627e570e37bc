import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The tables the indexer and trading fill in bursts, and that the read paths join. */
const WATCHED = ['tokens', 'token_attributes', 'transfers', 'listings', 'sales', 'nft_reactions'] as const;

/** Re-analyse a table once this share of its rows changed since the last analyse (and at least MIN_CHANGES). */
const CHANGED_SHARE = 0.1;
const MIN_CHANGES = 200;

export const STATISTICS_CHECK_MS = 15_000;

/**
 * A first backfill writes thousands of rows within seconds of start, and until PostgreSQL has
 * statistics for them the planner guesses (nested loops over "tiny" tables): joins of tokens with
 * listings took 20 s instead of 30 ms on a fresh demo. Autovacuum analyses eventually, on its own
 * schedule; the indexer, which causes the burst, analyses the tables it changed as soon as it
 * notices. Returns the tables analysed.
 */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  const stale = await db.execute<{ relname: string }>(sql`
    select relname from pg_stat_user_tables
     where schemaname = current_schema() and relname in ${sql.raw(`('${WATCHED.join("','")}')`)}
       and n_mod_since_analyze >= greatest(${MIN_CHANGES}::int, n_live_tup * ${CHANGED_SHARE}::float8)`);
  const names = stale.rows
    .map((row) => row.relname)
    .filter((name) => (WATCHED as readonly string[]).includes(name));
  for (const name of names) await db.execute(sql.raw(`analyze "${name}"`));
  return names;
}
