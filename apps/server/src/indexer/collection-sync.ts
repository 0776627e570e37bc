import { and, eq, ne } from 'drizzle-orm';
import type { Address } from 'viem';
import type { Db } from '../db/client.ts';
import type { CollectionKey } from '../db/queryable.ts';
import { collections } from '../db/schema/index.ts';
import type { ChainReader } from './chain-reader.ts';
import { CursorMovedError } from './indexer-errors.ts';
import type { IndexerLogger } from './indexer-logger.ts';
import { cursorIsCanonical, rewindAfterReorg } from './reorg.ts';
import { setIndexingStatus } from './store/collection-repository.ts';
import { advanceCursor, getCursor, setHeadBlock } from './store/cursor-repository.ts';
import { requeueTokenRanges } from './store/token-metadata-repository.ts';
import { writeTransfers } from './store/transfer-repository.ts';

interface RangeInfo {
  tokenAddress: string;
  fromBlock: bigint;
  toBlock: bigint;
  transfers: number;
}

export interface IndexerHooks {
  /** Runs inside a range's transaction before it commits; throwing rolls the range back (tests: a crash). */
  beforeCommit?(range: RangeInfo): void | Promise<void>;
}

export interface SyncContext {
  db: Db;
  reader: ChainReader;
  logger: IndexerLogger;
  batchBlocks: number;
  reorgDepth: number;
  hooks: IndexerHooks;
  /** Checked between ranges: stop() lets the range in progress commit, then returns. */
  stopped(): boolean;
}

export interface CollectionSyncResult {
  ranges: number;
  transfers: number;
  rewoundTo: bigint | null;
}

/**
 * Brings one collection from its cursor up to `head`, one transaction per block range: its
 * transfers, and its ERC-4906 metadata updates as tokens due for a refetch.
 */
export async function syncCollection(
  ctx: SyncContext,
  key: CollectionKey,
  deploymentBlock: bigint,
  head: bigint,
): Promise<CollectionSyncResult> {
  const result: CollectionSyncResult = { ranges: 0, transfers: 0, rewoundTo: null };
  let cursor = await getCursor(ctx.db, key);
  if (!cursor) throw new Error(`no cursor for ${key.tokenAddress}`);
  if (!(await cursorIsCanonical(ctx.reader, cursor))) {
    const floorBlock = deploymentBlock - 1n;
    result.rewoundTo = await rewindAfterReorg({ ...ctx, key, cursor, floorBlock });
    cursor = await getCursor(ctx.db, key);
    if (!cursor) throw new Error(`no cursor for ${key.tokenAddress}`);
  }
  if (cursor.lastBlock >= head) {
    await setHeadBlock(ctx.db, key, head);
    await markSyncedIfBehind(ctx.db, key);
    return result;
  }
  const batch = BigInt(ctx.batchBlocks);
  await setIndexingStatus(ctx.db, key, head - cursor.lastBlock > batch ? 'backfilling' : 'synced');
  let last = cursor.lastBlock;
  while (last < head && !ctx.stopped()) {
    const fromBlock = last + 1n;
    const toBlock = fromBlock + batch - 1n < head ? fromBlock + batch - 1n : head;
    const read = await ctx.reader.readRange(key.tokenAddress as Address, fromBlock, toBlock);
    await ctx.db.transaction(async (tx) => {
      const move = { fromBlock, toBlock, toBlockHash: read.toBlockHash, headBlock: head };
      if (!(await advanceCursor(tx, key, move)))
        throw new CursorMovedError(`cursor of ${key.tokenAddress} moved; another indexer is running`);
      await writeTransfers(tx, key, read.transfers);
      // After the transfers: a token minted and updated in one range exists by now.
      await requeueTokenRanges(tx, key, read.metadataUpdates);
      await ctx.hooks.beforeCommit?.({ ...key, fromBlock, toBlock, transfers: read.transfers.length });
    });
    result.ranges++;
    result.transfers += read.transfers.length;
    last = toBlock;
  }
  if (last >= head) await setIndexingStatus(ctx.db, key, 'synced');
  return result;
}

/**
 * The cursor is at the head, so the collection is synced. A process killed between its last range's
 * commit and the 'synced' update above (or a failure there) left 'backfilling' or 'error' behind,
 * which on a quiet chain nothing else would correct. Writes only when the status is another.
 */
async function markSyncedIfBehind(db: Db, key: CollectionKey): Promise<void> {
  await db
    .update(collections)
    .set({ indexingStatus: 'synced', indexingError: null })
    .where(
      and(
        eq(collections.chainId, key.chainId),
        eq(collections.tokenAddress, key.tokenAddress),
        ne(collections.indexingStatus, 'synced'),
      ),
    );
}
