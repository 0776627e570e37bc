import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { chainContracts, collections, listings } from '../../src/db/schema/index.ts';
import type { BusyChain } from './indexer-chain.ts';

const CHAIN_ID = 31337;

/** What the admin, the launcher and the listings API put in before any indexer runs. */
export async function seedIndexerInputs(db: Db, chain: BusyChain): Promise<void> {
  await db.insert(collections).values(
    [chain.alpha, chain.beta].map((collection, i) => ({
      chainId: CHAIN_ID,
      tokenAddress: collection.address.toLowerCase(),
      slug: i === 0 ? 'alpha' : 'beta',
      name: i === 0 ? 'Alpha Guardians' : 'Beta Guardians',
      deploymentBlock: collection.deploymentBlock,
    })),
  );
  await db.insert(chainContracts).values({
    chainId: CHAIN_ID,
    kind: 'marketplace',
    address: chain.marketplace,
    deploymentBlock: chain.marketplaceBlock,
  });
  await db.insert(listings).values(chain.listingRows);
}

export type Phase = 'start-up' | 'backfill' | 'metadata' | 'at head';

/** Where the indexer stands against `head`: the kill's phase, and "done" for the final runs. */
export async function indexerPhase(
  db: Db,
  head: bigint,
  contracts: number,
): Promise<Exclude<Phase, 'start-up'>> {
  const cursors = await db.execute<{ last_block: string }>(
    sql`select last_block::text from indexer_cursors where chain_id = ${CHAIN_ID}`,
  );
  if (cursors.rows.length < contracts || cursors.rows.some((row) => BigInt(row.last_block) < head))
    return 'backfill';
  // The metadata worker's own queue condition (dueForMetadata).
  const due = await db.execute<{ due: number }>(sql`
    select count(*)::int as due from tokens
     where chain_id = ${CHAIN_ID} and metadata_status <> 'ok' and metadata_next_attempt_at <= now()
       and owner is not null`);
  return (due.rows[0]?.due ?? 0) > 0 ? 'metadata' : 'at head';
}

/**
 * Every row the indexer writes, as comparable strings, without the times rows were written
 * (updated_at, metadata_fetched_at, metadata_next_attempt_at, created_at). A burned token's metadata
 * is left out: whether the worker fetched it between the mint's range and the burn's range (and
 * failed on the reverting tokenURI) depends on where range boundaries fall, not on crashes.
 */
const tableQueries = {
  collections: sql`select token_address, slug, name, deployment_block::text, symbol, total_supply::text,
                          indexing_status, indexing_error from collections`,
  indexer_cursors: sql`select chain_id, token_address, last_block::text, last_block_hash, head_block::text
                         from indexer_cursors`,
  tokens: sql`select chain_id, token_address, token_id::text, owner, minted_block::text,
                     case when owner is null then null else jsonb_build_object(
                       'uri', token_uri, 'name', name, 'description', description, 'image', image,
                       'animation', animation_url, 'media', media_type, 'metadata', metadata,
                       'traits', trait_keys, 'status', metadata_status, 'error', metadata_error,
                       'attempts', metadata_attempts) end as meta
                from tokens`,
  token_attributes: sql`select a.chain_id, a.token_address, a.token_id::text, a.trait_type, a.value
                          from token_attributes a join tokens t using (chain_id, token_address, token_id)
                         where t.owner is not null`,
  transfers: sql`select chain_id, tx_hash, log_index, token_address, token_id::text, from_address, to_address,
                        block_number::text, block_hash, extract(epoch from timestamp)::bigint::text as ts
                   from transfers`,
  sales: sql`select chain_id, tx_hash, log_index, listing_hash, token_address, token_id::text, seller, buyer,
                    price_wei::text, fee_wei::text, royalty_wei::text, block_number::text, block_hash,
                    extract(epoch from timestamp)::bigint::text as ts
               from sales`,
  listings: sql`select hash, chain_id, marketplace, seller, token_address, token_id::text, price_wei::text,
                       extract(epoch from expiry)::bigint::text as expiry, nonce::text, salt::text, signature,
                       status
                  from listings`,
} as const;

export type TableName = keyof typeof tableQueries;
export type Snapshot = Record<TableName, string[]>;

export async function snapshotIndexerTables(db: Db): Promise<Snapshot> {
  const snapshot = {} as Snapshot;
  for (const [table, query] of Object.entries(tableQueries) as [
    TableName,
    (typeof tableQueries)[TableName],
  ][]) {
    const result = await db.execute<Record<string, unknown>>(query);
    snapshot[table] = result.rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

export interface TableDifference {
  table: TableName;
  rows: { resumed: number; replay: number };
  onlyResumed: string[];
  onlyReplay: string[];
}

/** Order-independent, row by row; a table appears only when the two differ. */
export function differences(resumed: Snapshot, replay: Snapshot): TableDifference[] {
  const found: TableDifference[] = [];
  for (const table of Object.keys(tableQueries) as TableName[]) {
    const mine = new Set(resumed[table]);
    const theirs = new Set(replay[table]);
    const onlyResumed = resumed[table].filter((row) => !theirs.has(row));
    const onlyReplay = replay[table].filter((row) => !mine.has(row));
    if (onlyResumed.length > 0 || onlyReplay.length > 0 || resumed[table].length !== replay[table].length)
      found.push({
        table,
        rows: { resumed: resumed[table].length, replay: replay[table].length },
        onlyResumed: onlyResumed.slice(0, 5),
        onlyReplay: onlyReplay.slice(0, 5),
      });
  }
  return found;
}

/** Counts that show the comparison covered real work (not two empty databases). */
export async function coverage(db: Db) {
  const result = await db.execute<Record<string, number>>(sql`
    select (select count(*)::int from transfers) as transfers,
           (select count(*)::int from tokens where metadata_status = 'ok') as "tokensWithMetadata",
           (select count(*)::int from tokens where owner is null) as burned,
           (select count(*)::int from token_attributes) as attributes,
           (select count(*)::int from sales) as sales,
           (select count(*)::int from listings where status = 'filled') as filled,
           (select count(*)::int from listings where status = 'cancelled') as cancelled,
           (select count(*)::int from listings where status = 'active') as active`);
  return result.rows[0] as Record<string, number>;
}
