import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { CollectionKey } from '../../../db/queryable.ts';
import { LruCache } from '../../../lib/lru-cache.ts';

/** Every live token's rarity in one collection, and what it was computed from. */
export interface RarityTable {
  /** Live tokens. */
  total: number;
  /** Trait key (`type U+001F value`) -> live tokens carrying it. */
  counts: Map<string, number>;
  byToken: Map<string, { score: number; rank: number }>;
}

/**
 * Score = sum over the token's traits of total / count (1 / share), in float8 and summed smallest
 * weight first, so tokens with the same multiset of weights get bit-identical scores and RANK()
 * gives them one rank. Returned as two strings: 100k rows as rows cost seconds in the driver.
 */
async function buildTable(db: Db, key: CollectionKey): Promise<RarityTable> {
  const rows = await db.execute<{ total: number; counts: string | null; tokens: string | null }>(sql`
    with live as materialized (
      select token_id, trait_keys from tokens
       where chain_id = ${key.chainId} and token_address = ${key.tokenAddress} and owner is not null),
    total as (select count(*)::float8 as n from live),
    counts as (
      select k, count(*)::int as n, (select n from total) / count(*) as w
        from live, unnest(trait_keys) as k group by k),
    scores as (
      select l.token_id, coalesce(sum(c.w order by c.w), 0) as score
        from live l
        left join lateral unnest(l.trait_keys) as u(k) on true
        left join counts c on c.k = u.k
       group by l.token_id),
    ranked as (select token_id, score, rank() over (order by score desc) as rank from scores)
    select (select n from total)::int as total,
           (select string_agg(k || chr(30) || n, chr(29)) from counts) as counts,
           (select string_agg(token_id::text || ':' || score::text || ':' || rank, ',') from ranked) as tokens`);
  const row = rows.rows[0];
  const counts = new Map<string, number>();
  for (const entry of row?.counts?.split('\u001d') ?? []) {
    const at = entry.lastIndexOf('\u001e');
    counts.set(entry.slice(0, at), Number(entry.slice(at + 1)));
  }
  const byToken = new Map<string, { score: number; rank: number }>();
  for (const entry of row?.tokens?.split(',') ?? []) {
    const [tokenId = '', score, rank] = entry.split(':');
    byToken.set(tokenId, { score: Number(score), rank: Number(rank) });
  }
  return { total: row?.total ?? 0, counts, byToken };
}

export interface RarityTablesOptions {
  /** A table older than this is rebuilt in the background while the old one is still served. */
  maxAgeMs?: number;
  /** Live tokens held over all cached collections. */
  maxTokens?: number;
  onRefreshError?: (error: unknown, key: CollectionKey) => void;
  now?: () => number;
}

/**
 * Rarity ranks need every live token's score: about 1.5 s of database work at 100k tokens, too
 * slow per request. Each collection's table is built once, served from memory, rebuilt in the
 * background once older than maxAgeMs (1 min), and dropped at once by forget() (reindex). One
 * build at a time per collection.
 */
export function createRarityTables(db: Db, options: RarityTablesOptions = {}) {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const built = new LruCache<{ table: RarityTable; at: number }>(
    options.maxTokens ?? 500_000,
    (entry) => entry.table.byToken.size + 1,
  );
  const building = new Map<string, Promise<RarityTable>>();
  const id = (key: CollectionKey) => `${key.chainId}:${key.tokenAddress}`;

  function build(key: CollectionKey): Promise<RarityTable> {
    const pending = building.get(id(key));
    if (pending) return pending;
    const started = buildTable(db, key)
      .then((table) => {
        if (building.get(id(key)) === started) built.set(id(key), { table, at: now() });
        return table;
      })
      .finally(() => {
        if (building.get(id(key)) === started) building.delete(id(key));
      });
    building.set(id(key), started);
    return started;
  }

  async function get(key: CollectionKey): Promise<RarityTable> {
    const cached = built.get(id(key));
    if (!cached) return build(key);
    if (now() - cached.at > maxAgeMs && !building.has(id(key)))
      build(key).catch((error: unknown) => options.onRefreshError?.(error, key));
    return cached.table;
  }

  /** Drops the collection's table (and any build in flight): the next get() builds afresh. */
  function forget(key: CollectionKey): void {
    built.delete(id(key));
    building.delete(id(key));
  }

  return { get, forget };
}

export type RarityTables = ReturnType<typeof createRarityTables>;
