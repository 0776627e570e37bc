import type { Db } from '../db/client.ts';
import type { CollectionKey } from '../db/queryable.ts';
import type { ChainReader } from './chain-reader.ts';
import type { IndexerLogger } from './indexer-logger.ts';
import { rewindTo, storedBlocksAbove } from './store/reorg-repository.ts';

export interface Cursor {
  lastBlock: bigint;
  lastBlockHash: string | null;
}

export const lowest = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/**
 * Whether the cursor's block is still on the chain. Block hashes chain their parents, so a match
 * means every block at or below the cursor is as we read it: one call per sync covers them all.
 */
export async function cursorIsCanonical(reader: ChainReader, cursor: Cursor): Promise<boolean> {
  if (cursor.lastBlockHash === null) return true; // nothing read yet
  return (await reader.blockHash(cursor.lastBlock)) === cursor.lastBlockHash;
}

/**
 * After a reorganisation: finds the newest block we stored (from our transfers in the last
 * `reorgDepth` blocks) that is still canonical, and rewinds to it. Without such a block the rewind
 * goes `reorgDepth` blocks back: reorganisations deeper than that are assumed not to happen. It goes
 * no higher than the chain's head: a local chain restored from its last save after a power cut can
 * be shorter than that (decision 0075). Returns the block rewound to.
 */
export async function rewindAfterReorg(ctx: {
  db: Db;
  reader: ChainReader;
  logger: IndexerLogger;
  key: CollectionKey;
  cursor: Cursor;
  reorgDepth: number;
  floorBlock: bigint;
}): Promise<bigint> {
  const { db, reader, key, cursor } = ctx;
  const windowStart: bigint = lowest(cursor.lastBlock - BigInt(ctx.reorgDepth), await reader.headBlock());
  let safe: { block: bigint; hash: string | null } | undefined;
  for (const stored of await storedBlocksAbove(db, key, windowStart)) {
    if (stored.blockNumber > cursor.lastBlock) continue; // cannot happen, but never keep what is above the cursor
    if ((await reader.blockHash(stored.blockNumber)) === stored.blockHash) {
      safe = { block: stored.blockNumber, hash: stored.blockHash };
      break;
    }
  }
  if (!safe) {
    const block = windowStart > ctx.floorBlock ? windowStart : ctx.floorBlock;
    safe = { block, hash: block >= 0n ? await reader.blockHash(block) : null };
  }
  const target = safe;
  const removed = await db.transaction((tx) => rewindTo(tx, key, target.block, target.hash));
  ctx.logger.warn(
    {
      tokenAddress: key.tokenAddress,
      from: cursor.lastBlock.toString(),
      to: target.block.toString(),
      removed,
    },
    'indexer: chain reorganisation, rewound',
  );
  return target.block;
}
