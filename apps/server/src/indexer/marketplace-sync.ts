import { GuardianMarketplaceAbi } from '@guardians/contracts';
import { type Address, getAbiItem } from 'viem';
import type { CollectionKey, Queryable } from '../db/queryable.ts';
import { notifyListingSold, notifyOfferAccepted } from '../services/notifications/notification-producers.ts';
import {
  type MarketplaceEvent,
  rewindMarketplace,
  storedSaleBlocksAbove,
  writeMarketplaceEvents,
} from '../services/trading/store/sales-repository.ts';
import type { ChainReader } from './chain-reader.ts';
import type { SyncContext } from './collection-sync.ts';
import { CursorMovedError, RangeChangedError } from './indexer-errors.ts';
import { cursorIsCanonical, lowest } from './reorg.ts';
import { advanceCursor, ensureCursor, getCursor, setHeadBlock } from './store/cursor-repository.ts';

const marketplaceEvents = [
  getAbiItem({ abi: GuardianMarketplaceAbi, name: 'Sale' }),
  getAbiItem({ abi: GuardianMarketplaceAbi, name: 'ListingCancelled' }),
  getAbiItem({ abi: GuardianMarketplaceAbi, name: 'NonceIncremented' }),
  getAbiItem({ abi: GuardianMarketplaceAbi, name: 'OfferAccepted' }),
  getAbiItem({ abi: GuardianMarketplaceAbi, name: 'OfferCancelled' }),
];

export interface MarketplaceSyncResult {
  ranges: number;
  events: number;
  rewoundTo: bigint | null;
}

/**
 * Follows GuardianMarketplace's Sale, ListingCancelled, NonceIncremented, OfferAccepted and
 * OfferCancelled events with the same machinery as a collection: a cursor row keyed by the
 * marketplace's address, one transaction per block range (cursor first), block hashes to detect
 * reorganisations (decisions 0024, 0087).
 */
export async function syncMarketplace(
  ctx: SyncContext,
  key: CollectionKey,
  deploymentBlock: bigint,
  head: bigint,
): Promise<MarketplaceSyncResult> {
  const result: MarketplaceSyncResult = { ranges: 0, events: 0, rewoundTo: null };
  await ensureCursor(ctx.db, key, deploymentBlock);
  let cursor = await getCursor(ctx.db, key);
  if (!cursor) throw new Error(`no cursor for ${key.tokenAddress}`);
  if (!(await cursorIsCanonical(ctx.reader, cursor))) {
    result.rewoundTo = await rewind(ctx, key, cursor.lastBlock, deploymentBlock - 1n);
    cursor = await getCursor(ctx.db, key);
    if (!cursor) throw new Error(`no cursor for ${key.tokenAddress}`);
  }
  if (cursor.lastBlock >= head) {
    await setHeadBlock(ctx.db, key, head);
    return result;
  }
  const batch = BigInt(ctx.batchBlocks);
  let last = cursor.lastBlock;
  while (last < head && !ctx.stopped()) {
    const fromBlock = last + 1n;
    const toBlock = fromBlock + batch - 1n < head ? fromBlock + batch - 1n : head;
    const read = await readEvents(ctx.reader, key.tokenAddress as Address, fromBlock, toBlock);
    await ctx.db.transaction(async (tx) => {
      const move = { fromBlock, toBlock, toBlockHash: read.toBlockHash, headBlock: head };
      if (!(await advanceCursor(tx, key, move)))
        throw new CursorMovedError(`cursor of ${key.tokenAddress} moved; another indexer is running`);
      await writeMarketplaceEvents(tx, key, read.events);
      await notifySales(tx, key.chainId, read.events);
    });
    result.ranges++;
    result.events += read.events.length;
    last = toBlock;
  }
  return result;
}

/**
 * The range's sales are news for their sellers and offerers (decision 0088), written in the range's
 * transaction: a rolled-back range notifies nobody, a re-read one finds its dedupe keys taken.
 */
async function notifySales(tx: Queryable, chainId: number, events: MarketplaceEvent[]): Promise<void> {
  for (const event of events) {
    if (event.kind === 'sale') await notifyListingSold(tx, { chainId, ...event });
    else if (event.kind === 'offer-accepted') await notifyOfferAccepted(tx, { chainId, ...event });
  }
}

async function rewind(ctx: SyncContext, key: CollectionKey, cursorBlock: bigint, floorBlock: bigint) {
  // No higher than the head: a chain restored from its last save can be shorter (decision 0075).
  const windowStart = lowest(cursorBlock - BigInt(ctx.reorgDepth), await ctx.reader.headBlock());
  let safe: { block: bigint; hash: string | null } | undefined;
  for (const stored of await storedSaleBlocksAbove(ctx.db, key.chainId, windowStart)) {
    if (stored.blockNumber > cursorBlock) continue;
    if ((await ctx.reader.blockHash(stored.blockNumber)) === stored.blockHash) {
      safe = { block: stored.blockNumber, hash: stored.blockHash };
      break;
    }
  }
  if (!safe) {
    const block = windowStart > floorBlock ? windowStart : floorBlock;
    safe = { block, hash: block >= 0n ? await ctx.reader.blockHash(block) : null };
  }
  const target = safe;
  const removed = await ctx.db.transaction((tx) => rewindMarketplace(tx, key, target.block, target.hash));
  ctx.logger.warn(
    { marketplace: key.tokenAddress, from: cursorBlock.toString(), to: target.block.toString(), removed },
    'indexer: chain reorganisation, marketplace rewound',
  );
  return target.block;
}

async function readEvents(reader: ChainReader, address: Address, fromBlock: bigint, toBlock: bigint) {
  const { client } = reader;
  const before = await client.getBlock({ blockNumber: toBlock });
  const logs = await reader.eventLogs(address, marketplaceEvents, fromBlock, toBlock);
  const missing = [...new Set(logs.filter((l) => l.blockTimestamp == null).map((l) => l.blockNumber))];
  const headers = await Promise.all(missing.map((blockNumber) => client.getBlock({ blockNumber })));
  const times = new Map(headers.map((h) => [h.number, Number(h.timestamp)]));
  const sorted = [...logs].sort((a, b) =>
    a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
  );
  const events: MarketplaceEvent[] = sorted.map((log) => {
    if (log.blockNumber === toBlock && log.blockHash !== before.hash)
      throw new RangeChangedError(`block ${toBlock} changed while range was read`);
    const at = {
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      blockHash: log.blockHash,
      timestamp: log.blockTimestamp != null ? Number(log.blockTimestamp) : (times.get(log.blockNumber) ?? 0),
    };
    switch (log.eventName) {
      case 'Sale': {
        const { listingHash, ...sale } = log.args;
        return { kind: 'sale', listingHash, ...at, ...sale };
      }
      case 'OfferAccepted': {
        const { offerHash, collection, offerer, amount, fills, ...rest } = log.args;
        // A sale to the offerer at the offer's amount (in WETH): volume and last sale count it.
        const sale = { ...at, ...rest, token: collection, buyer: offerer, price: amount };
        return { kind: 'offer-accepted', offerHash, fills, ...sale };
      }
      case 'ListingCancelled':
        return { kind: 'cancelled', listingHash: log.args.listingHash, timestamp: at.timestamp };
      case 'OfferCancelled':
        return { kind: 'offer-cancelled', offerHash: log.args.offerHash, timestamp: at.timestamp };
      default:
        return {
          kind: 'nonce',
          seller: log.args.seller,
          newNonce: log.args.newNonce,
          timestamp: at.timestamp,
        };
    }
  });
  const after = await reader.blockHash(toBlock);
  if (after !== before.hash) throw new RangeChangedError(`block ${toBlock} changed while range was read`);
  return { events, toBlockHash: before.hash };
}
