import type { Indexing } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { CollectionRow } from './collection-lookup.ts';

/** "indexing n / m" for each collection: live tokens stored, the contract's supply, cursor and head. */
export async function getIndexing(db: Db, rows: CollectionRow[]): Promise<Map<string, Indexing>> {
  const [first] = rows;
  if (!first) return new Map();
  const addresses = rows.map((r) => r.tokenAddress);
  const found = await db.execute<{
    token_address: string;
    tokens: number;
    last_block: string | null;
    head_block: string | null;
  }>(sql`
    select c.token_address,
           (select count(*)::int from tokens t where t.chain_id = c.chain_id
               and t.token_address = c.token_address and t.owner is not null) as tokens,
           k.last_block::text, k.head_block::text
      from collections c
      left join indexer_cursors k on k.chain_id = c.chain_id and k.token_address = c.token_address
     where c.chain_id = ${first.chainId} and c.token_address = any(${sql.param(addresses)}::text[])`);
  const byAddress = new Map(found.rows.map((r) => [r.token_address, r]));
  return new Map(
    rows.map((row) => {
      const progress = byAddress.get(row.tokenAddress);
      return [
        row.tokenAddress,
        {
          status: row.indexingStatus,
          tokensIndexed: progress?.tokens ?? 0,
          totalSupply: row.totalSupply,
          indexedBlock: progress?.last_block ?? null,
          headBlock: progress?.head_block ?? null,
          error: row.indexingError,
        },
      ];
    }),
  );
}
