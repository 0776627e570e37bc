import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { CollectionKey, Queryable } from '../../../db/queryable.ts';
import { type SaleSource, sales } from '../../../db/schema/index.ts';

/** What every sale carries, whether a listing was bought or an offer taken. */
interface ChainSale {
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  timestamp: number;
  token: string;
  tokenId: bigint;
  seller: string;
  buyer: string;
  price: bigint;
  fee: bigint;
  royalty: bigint;
}

/** One marketplace event, in chain order; `marketplace` is the contract that emitted it. */
export type MarketplaceEvent =
  | ({ kind: 'sale'; listingHash: string } & ChainSale)
  /** OfferAccepted: a sale to the offerer; `fills` counts this fill. */
  | ({ kind: 'offer-accepted'; offerHash: string; fills: bigint } & ChainSale)
  | { kind: 'cancelled'; listingHash: string; timestamp: number }
  | { kind: 'offer-cancelled'; offerHash: string; timestamp: number }
  /** `seller` is the account that bumped its nonce: it ends its listings and its offers alike. */
  | { kind: 'nonce'; seller: string; newNonce: bigint; timestamp: number };

async function insertSale(
  tx: Queryable,
  key: CollectionKey,
  digest: string,
  sale: ChainSale,
  source: SaleSource,
) {
  await tx
    .insert(sales)
    .values({
      chainId: key.chainId,
      txHash: sale.txHash.toLowerCase(),
      logIndex: sale.logIndex,
      listingHash: digest,
      source,
      tokenAddress: sale.token.toLowerCase(),
      tokenId: sale.tokenId.toString(),
      seller: sale.seller.toLowerCase(),
      buyer: sale.buyer.toLowerCase(),
      priceWei: sale.price.toString(),
      feeWei: sale.fee.toString(),
      royaltyWei: sale.royalty.toString(),
      blockNumber: sale.blockNumber,
      blockHash: sale.blockHash,
      timestamp: new Date(sale.timestamp * 1000),
    })
    .onConflictDoNothing();
}

/**
 * Writes one range of marketplace events inside the range's transaction. Idempotent: sales are keyed
 * by (chain, tx hash, log index); an offer's fills are set to the event's count, not added to;
 * status updates only move active listings and offers (and 'filled' never goes back here).
 */
export async function writeMarketplaceEvents(
  tx: Queryable,
  key: CollectionKey,
  events: MarketplaceEvent[],
): Promise<void> {
  for (const event of events) {
    // A listing's or offer's end is dated by its block, not by when the indexer read it: a history
    // indexed late (a backfill, the demo's 30 days) keeps its times in the activity feeds.
    const at = sql`to_timestamp(${event.timestamp}::double precision)`;
    if (event.kind === 'sale') {
      const hash = event.listingHash.toLowerCase();
      await insertSale(tx, key, hash, event, 'listing');
      await tx.execute(sql`update listings set status = 'filled', updated_at = ${at}
        where hash = ${hash} and status <> 'filled'`);
    } else if (event.kind === 'offer-accepted') {
      const hash = event.offerHash.toLowerCase();
      await insertSale(tx, key, hash, event, 'offer');
      // The chain's count wins; an offer cancelled after a partial fill stays cancelled.
      await tx.execute(sql`update offers set fills = least(${event.fills.toString()}::int, quantity),
          status = case when status = 'active' and ${event.fills.toString()}::int >= quantity
                        then 'filled' else status end,
          updated_at = ${at}
        where hash = ${hash}`);
    } else if (event.kind === 'cancelled') {
      await tx.execute(sql`update listings set status = 'cancelled', updated_at = ${at}
        where hash = ${event.listingHash.toLowerCase()} and status = 'active'`);
    } else if (event.kind === 'offer-cancelled') {
      await tx.execute(sql`update offers set status = 'cancelled', updated_at = ${at}
        where hash = ${event.offerHash.toLowerCase()} and status = 'active'`);
    } else {
      const account = event.seller.toLowerCase();
      const nonce = event.newNonce.toString();
      await tx.execute(sql`update listings set status = 'cancelled', updated_at = ${at}
        where chain_id = ${key.chainId} and marketplace = ${key.tokenAddress}
          and seller = ${account} and status = 'active' and nonce < ${nonce}`);
      await tx.execute(sql`update offers set status = 'cancelled', updated_at = ${at}
        where chain_id = ${key.chainId} and marketplace = ${key.tokenAddress}
          and offerer = ${account} and status = 'active' and nonce < ${nonce}`);
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
 * active (the rest of the checks happen on read), takes their fills off their offers (each sale row
 * of an offer is one fill: an offer the rewind leaves short of its quantity is active again), and
 * moves the marketplace's cursor back.
 */
export async function rewindMarketplace(
  tx: Queryable,
  key: CollectionKey,
  block: bigint,
  blockHash: string | null,
): Promise<number> {
  const removed = await tx.execute<{ listing_hash: string; source: SaleSource }>(sql`
    delete from sales where chain_id = ${key.chainId} and block_number > ${block.toString()}
    returning listing_hash, source`);
  const listingHashes = [
    ...new Set(removed.rows.filter((r) => r.source === 'listing').map((r) => r.listing_hash)),
  ];
  if (listingHashes.length > 0) {
    await tx.execute(sql`update listings set status = 'active', updated_at = now()
      where hash = any(${sql.param(listingHashes)}::text[]) and status = 'filled'`);
  }
  const offerFills = new Map<string, number>();
  for (const row of removed.rows.filter((r) => r.source === 'offer'))
    offerFills.set(row.listing_hash, (offerFills.get(row.listing_hash) ?? 0) + 1);
  if (offerFills.size > 0) {
    await tx.execute(sql`update offers o set fills = greatest(o.fills - f.undone, 0),
        status = case when o.status = 'filled' then 'active' else o.status end, updated_at = now()
      from unnest(${sql.param([...offerFills.keys()])}::text[], ${sql.param([...offerFills.values()])}::int[])
        as f(hash, undone)
      where o.hash = f.hash`);
  }
  await tx.execute(sql`
    update indexer_cursors set last_block = ${block.toString()}, last_block_hash = ${blockHash},
           updated_at = now()
     where chain_id = ${key.chainId} and token_address = ${key.tokenAddress}`);
  return removed.rowCount ?? removed.rows.length;
}
