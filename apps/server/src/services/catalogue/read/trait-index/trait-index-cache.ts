import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import type { CollectionKey } from '../../../../db/queryable.ts';
import { buildTraitIndex, type TraitIndex } from './trait-index.ts';

export interface TraitIndexCacheOptions {
  /** A stale index is rebuilt at most this often; requests meanwhile go to PostgreSQL. */
  minRebuildMs: number;
  /**
   * Rebuilt after this long even when no token row changed: a reorganisation can delete a token
   * row, which the change marker (newest updated_at) cannot see. The old index answers meanwhile.
   */
  maxAgeMs: number;
}

interface Entry {
  index: TraitIndex | null;
  /** tokens.updated_at of the newest change the index includes. */
  version: string | null;
  builtAt: number;
  building: Promise<void> | null;
  lastBuildStart: number;
}

const defaults: TraitIndexCacheOptions = { minRebuildMs: 2000, maxAgeMs: 60_000 };

/** The newest change to any token row of the collection (one backward step on tokens_changed). */
async function changeMarker(db: Db, key: CollectionKey): Promise<string | null> {
  const rows = await db.execute<{ changed: string | null }>(sql`
    select max(updated_at)::text as changed from tokens
     where chain_id = ${key.chainId} and token_address = ${key.tokenAddress}`);
  return rows.rows[0]?.changed ?? null;
}

async function loadIndex(db: Db, key: CollectionKey): Promise<TraitIndex> {
  const rows = await db.execute<{ token_id: string; trait_keys: string[] }>(sql`
    select token_id::text as token_id, trait_keys from tokens
     where chain_id = ${key.chainId} and token_address = ${key.tokenAddress} and owner is not null
     order by tokens.token_id`); // qualified: numeric order, not the text output column's
  return buildTraitIndex(rows.rows.map((r) => ({ tokenId: r.token_id, traitKeys: r.trait_keys })));
}

export type TraitIndexCache = ReturnType<typeof createTraitIndexCache>;

/**
 * One trait index per collection, per process. A request uses the index only while it is current
 * (no token row changed since it was built); otherwise it gets null, answers from PostgreSQL, and
 * a rebuild starts in the background. Only the very first request of a collection waits for the
 * build. Correct on any number of API nodes: each checks the database's change marker.
 */
export function createTraitIndexCache(db: Db, options: Partial<TraitIndexCacheOptions> = {}) {
  const { minRebuildMs, maxAgeMs } = { ...defaults, ...options };
  const entries = new Map<string, Entry>();

  function rebuild(entry: Entry, key: CollectionKey): Promise<void> {
    if (entry.building) return entry.building;
    entry.lastBuildStart = Date.now();
    entry.building = (async () => {
      // The marker is read first: a change landing during the load leaves the index marked
      // older than it is, which costs one extra rebuild, never a stale answer.
      const version = await changeMarker(db, key);
      const index = await loadIndex(db, key);
      Object.assign(entry, { index, version, builtAt: Date.now() });
    })().finally(() => {
      entry.building = null;
    });
    return entry.building;
  }

  /** The collection's index if it is current, else null (and a rebuild is under way). */
  async function current(key: CollectionKey): Promise<TraitIndex | null> {
    const id = `${key.chainId}:${key.tokenAddress}`;
    let entry = entries.get(id);
    if (!entry) {
      entry = { index: null, version: null, builtAt: 0, building: null, lastBuildStart: 0 };
      entries.set(id, entry);
      try {
        await rebuild(entry, key);
      } catch {
        entries.delete(id); // PostgreSQL answers this one; the next request tries again
        return null;
      }
      return entry.index;
    }
    const version = await changeMarker(db, key);
    const unchanged = entry.index !== null && entry.version === version;
    const old = Date.now() - entry.builtAt >= maxAgeMs;
    if (unchanged && !old) return entry.index;
    if (!entry.building && Date.now() - entry.lastBuildStart >= minRebuildMs)
      rebuild(entry, key).catch(() => {}); // a failed build is retried by a later request
    // Only age (no change the marker sees): the old index keeps serving while the new one builds,
    // rather than sending every request to PostgreSQL for the seconds a large rebuild takes.
    return unchanged ? entry.index : null;
  }

  return { current, forget: (key: CollectionKey) => entries.delete(`${key.chainId}:${key.tokenAddress}`) };
}
