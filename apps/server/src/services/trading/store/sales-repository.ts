import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { CollectionKey, Queryable } from '../../../db/queryable.ts';
import { sales } from '../../../db/schema/index.ts';

/** One marketplace event, in chain order; `marketplace` is the contract that emitted it. */
export type MarketplaceEvent =
  | {
      kind: 'sale';
      txHash: string;
      logIndex: number;
      blockNumber: bigint;
      blockHash: string;
      timestamp: number;
      listingHash: string;
      token: string;
      tokenId: bigint;
      seller: string;
      buyer: string;
      price: bigint;
      fee: bigint;
      royalty: bigint;
    }
  | { kind: 'cancelled'; listingHash: string }
  | { kind: 'nonce'; seller: string; newNonce: bigint };

/**
 * Writes one range of marketplace events inside the range's transaction. Idempotent: sales are keyed
 * by (chain, tx hash, log index); status updates only move active listings.
 */
export async function writeMarketplaceEvents(
  tx: Queryable,
  key: CollectionKey,
  events: MarketplaceEvent[],
): Promise<void> {
  for (const event of events) {
    if (event.kind === 'sale') {
      await tx
        .insert(sales)
        .values({
          chainId: key.chainId,
          txHash: event.txHash.toLowerCase(),
          logIndex: event.logIndex,
          listingHash: event.listingHash.toLowerCase(),
          tokenAddress: event.token.toLowerCase(),
          tokenId: event.tokenId.toString(),
          seller: event.seller.toLowerCase(),
          buyer: event.buyer.toLowerCase(),
          priceWei: event.price.toString(),
          feeWei: event.fee.toString(),
          royaltyWei: event.royalty.toString(),
          blockNumber: event.blockNumber,
          blockHash: event.blockHash,
          timestamp: new Date(event.timestamp * 1000),
        })
        .onConflictDoNothing();
      await tx.execute(sql`update listings set status = 'filled', updated_at = now()
        where hash = ${event.listingHash.toLowerCase()} and status <> 'filled'`);
    } else if (event.kind === 'cancelled') {
      await tx.execute(sql`update listings set status = 'cancelled', updated_at = now()
        where hash = ${event.listingHash.toLowerCase()} and status = 'active'`);
    } else {
      await tx.execute(sql`update listings set status = 'cancelled', updated_at = now()
        where chain_id = ${key.chainId} and marketplace = ${key.tokenAddress}
          and seller = ${event.seller.toLowerCase()} and status = 'active'
          and nonce < ${event.newNonce.toString()}`);
    }
  }
}

/** Blocks (with their stored hash) of the marketplace's sales above `fromBlock`, newest first. */
export async function storedSaleBlocksAbove(
  db: Queryable,
  chainId: number,
  fromBlock: bigint,
): Promise<{ blockNumber: bigint; blockHash: string }[]> {
  return db
    .selectDistinct({ blockNumber: sales.blockNumber, blockHash: sales.blockHash })
    .from(sales)
    .where(and(eq(sales.chainId, chainId), gt(sales.blockNumber, fromBlock)))
    .orderBy(desc(sales.blockNumber));
}

/**
 * Forgets the sales above `block` (orphaned by a reorganisation), puts their listings back to
 * active (the rest of the checks happen on read), and moves the marketplace's cursor back.
 */
export async function rewindMarketplace(
  tx: Queryable,
  key: CollectionKey,
  block: bigint,
  blockHash: string | null,
): Promise<number> {
  const removed = await tx.execute<{ listing_hash: string }>(sql`
    delete from sales where chain_id = ${key.chainId} and block_number > ${block.toString()}
    returning listing_hash`);
  const hashes = [...new Set(removed.rows.map((r) => r.listing_hash))];
  if (hashes.length > 0) {
    await tx.execute(sql`update listings set status = 'active', updated_at = now()
      where hash = any(${sql.param(hashes)}::text[]) and status = 'filled'`);
  }
  await tx.execute(sql`
    update indexer_cursors set last_block = ${block.toString()}, last_block_hash = ${blockHash},
           updated_at = now()
     where chain_id = ${key.chainId} and token_address = ${key.tokenAddress}`);
  return removed.rowCount ?? removed.rows.length;
}
