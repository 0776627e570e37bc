import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { CollectionKey, Queryable } from '../../db/queryable.ts';
import { transfers } from '../../db/schema/index.ts';

const ZERO = '0x0000000000000000000000000000000000000000';

/** The blocks (with the hash we stored) holding this contract's transfers above `fromBlock`, newest first. */
export async function storedBlocksAbove(
  db: Queryable,
  key: CollectionKey,
  fromBlock: bigint,
): Promise<{ blockNumber: bigint; blockHash: string }[]> {
  return db
    .selectDistinct({ blockNumber: transfers.blockNumber, blockHash: transfers.blockHash })
    .from(transfers)
    .where(
      and(
        eq(transfers.chainId, key.chainId),
        eq(transfers.tokenAddress, key.tokenAddress),
        gt(transfers.blockNumber, fromBlock),
      ),
    )
    .orderBy(desc(transfers.blockNumber));
}

/**
 * Forgets everything above `block` (orphaned by a reorganisation): its transfers go, the owners of
 * the tokens they touched are recomputed from the transfers that remain, tokens left with none
 * (minted only on the orphaned branch) go with their traits, and the cursor moves back.
 * Returns how many transfers were removed.
 */
export async function rewindTo(
  tx: Queryable,
  key: CollectionKey,
  block: bigint,
  blockHash: string | null,
): Promise<number> {
  const where = sql`chain_id = ${key.chainId} and token_address = ${key.tokenAddress}`;
  const removed = await tx.execute<{ token_id: string }>(sql`
    delete from transfers where ${where} and block_number > ${block.toString()} returning token_id`);
  const ids = [...new Set(removed.rows.map((r) => r.token_id))];
  if (ids.length > 0) {
    const affected = sql`token_id = any(${sql.param(ids)}::numeric[])`;
    await tx.execute(sql`
      update tokens t set owner = nullif(last.to_address, ${ZERO}), updated_at = now()
        from (select distinct on (token_id) token_id, to_address from transfers
               where ${where} and ${affected}
               order by token_id, block_number desc, log_index desc) last
       where t.chain_id = ${key.chainId} and t.token_address = ${key.tokenAddress}
         and t.token_id = last.token_id`);
    await tx.execute(sql`
      delete from tokens t where t.chain_id = ${key.chainId} and t.token_address = ${key.tokenAddress}
         and t.token_id = any(${sql.param(ids)}::numeric[])
         and not exists (select 1 from transfers x where x.chain_id = t.chain_id
                            and x.token_address = t.token_address and x.token_id = t.token_id)`);
  }
  await tx.execute(sql`
    update indexer_cursors set last_block = ${block.toString()}, last_block_hash = ${blockHash},
           updated_at = now()
     where ${where}`);
  return removed.rowCount ?? removed.rows.length;
}
