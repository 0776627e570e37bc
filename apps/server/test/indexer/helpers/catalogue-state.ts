import { sql } from 'drizzle-orm';
import { createChainClient } from '../../../src/chain/chain-client.ts';
import type { Db } from '../../../src/db/client.ts';
import { createIndexer, type IndexerOptions } from '../../../src/indexer/indexer.ts';

export const localNetwork = { allowHosts: [], allowPrivateNetworks: true };

export function indexerFor(db: Db, rpcUrl: string, options: Partial<IndexerOptions> = {}) {
  const chain = createChainClient({ rpcUrl, chainId: 31337, name: 'anvil' });
  // The metadata servers of these tests listen on 127.0.0.1: let private addresses through.
  const metadata = { guard: localNetwork, ...options.metadata };
  return createIndexer({ db, chain, pollMs: 50, ...options, metadata });
}

/** Everything the chain side of the catalogue holds for a contract, in a comparable order. */
export async function catalogueState(db: Db, tokenAddress: string) {
  const address = tokenAddress.toLowerCase();
  const transfers = await db.execute<Record<string, unknown>>(sql`
    select tx_hash, log_index, token_id::text, from_address, to_address, block_number::text, block_hash,
           extract(epoch from timestamp)::int as ts
      from transfers where token_address = ${address} order by block_number, log_index`);
  const tokens = await db.execute<{ token_id: string; owner: string | null; minted_block: string }>(sql`
    select token_id::text, owner, minted_block::text from tokens
     where token_address = ${address} order by token_id`);
  const cursor = await db.execute<{ last_block: string; last_block_hash: string }>(sql`
    select last_block::text, last_block_hash from indexer_cursors where token_address = ${address}`);
  return { transfers: transfers.rows, tokens: tokens.rows, cursor: cursor.rows[0] };
}

/** token id -> owner (null when burned) */
export async function ownersOf(db: Db, tokenAddress: string): Promise<Map<number, string | null>> {
  const { tokens } = await catalogueState(db, tokenAddress);
  return new Map(tokens.map((t) => [Number(t.token_id), t.owner]));
}
