import { and, eq, sql } from 'drizzle-orm';
import type { CollectionKey, Queryable } from '../../db/queryable.ts';
import { indexerCursors } from '../../db/schema/index.ts';

export interface CursorMove {
  fromBlock: bigint;
  toBlock: bigint;
  toBlockHash: string;
  headBlock: bigint;
}

export async function getCursor(db: Queryable, key: CollectionKey) {
  const [row] = await db
    .select({ lastBlock: indexerCursors.lastBlock, lastBlockHash: indexerCursors.lastBlockHash })
    .from(indexerCursors)
    .where(and(eq(indexerCursors.chainId, key.chainId), eq(indexerCursors.tokenAddress, key.tokenAddress)));
  return row ?? null;
}

/** Creates the cursor just below the deployment block; an existing cursor is left where it is. */
export async function ensureCursor(db: Queryable, key: CollectionKey, deploymentBlock: bigint) {
  await db
    .insert(indexerCursors)
    .values({ ...key, lastBlock: deploymentBlock - 1n })
    .onConflictDoNothing();
}

/**
 * Moves the cursor from fromBlock - 1 to toBlock. Called first in the range's transaction: the
 * row lock serialises writers, and a cursor that is no longer where this range starts (another
 * indexer got there first) makes the whole range a no-op instead of a double write.
 */
export async function advanceCursor(tx: Queryable, key: CollectionKey, range: CursorMove): Promise<boolean> {
  const moved = await tx.execute(sql`
    update indexer_cursors
       set last_block = ${range.toBlock.toString()}, last_block_hash = ${range.toBlockHash},
           head_block = ${range.headBlock.toString()}, updated_at = now()
     where chain_id = ${key.chainId} and token_address = ${key.tokenAddress}
       and last_block = ${(range.fromBlock - 1n).toString()}`);
  return (moved.rowCount ?? 0) === 1;
}

/** Records the head seen by a sync that had nothing to read, for the progress display. */
export async function setHeadBlock(db: Queryable, key: CollectionKey, headBlock: bigint): Promise<void> {
  await db
    .update(indexerCursors)
    .set({ headBlock, updatedAt: sql`now()` })
    .where(and(eq(indexerCursors.chainId, key.chainId), eq(indexerCursors.tokenAddress, key.tokenAddress)));
}
