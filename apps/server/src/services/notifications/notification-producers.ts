import type { Queryable } from '../../db/queryable.ts';
import { insertNotifications } from './notification-repository.ts';
import { describeTarget } from './notification-targets.ts';

/**
 * Producers: each takes the transaction that stores the fact (the indexer's range, a route's write)
 * and the fact, writes the notifications it causes in that transaction, and returns the accounts
 * that got a new one. Delivery is the database's: a trigger announces each row at commit (decision
 * 0088), so a rolled-back range notifies nobody and a re-read range finds its dedupe keys taken.
 */

/** A marketplace `Sale` (a listing bought), as the indexer reads it; `token` is the collection. */
export interface SoldListingFact {
  chainId: number;
  txHash: string;
  logIndex: number;
  token: string;
  tokenId: bigint | string;
  seller: string;
  buyer: string;
  /** Wei. */
  price: bigint | string;
  /** The block's time (Unix seconds), when known: an old fact is history, not news. */
  timestamp?: number;
}

/** A marketplace `OfferAccepted` (one fill): `seller` accepted, `buyer` is the offerer. */
export interface OfferFillFact extends SoldListingFact {
  offerHash: string;
}

/** An offer as stored (the `offers` row has these fields). */
export interface OfferFact {
  hash: string;
  chainId: number;
  offerer: string;
  collection: string;
  kind: 'item' | 'collection' | 'trait';
  /** The item of an item offer; null otherwise. */
  tokenId: string | null;
  traitType?: string | null;
  traitValue?: string | null;
  /** WETH in wei per item. */
  amountWei: string;
}

/**
 * Chain facts older than this notify nobody: the indexer backfilling a marketplace (a fresh index,
 * a long outage) reads months of sales that were news to no one by now.
 */
const NEWS_MAX_AGE_SECONDS = 3 * 24 * 3600;

const isNews = (fact: SoldListingFact) =>
  fact.timestamp === undefined || Date.now() / 1000 - fact.timestamp <= NEWS_MAX_AGE_SECONDS;

const lower = (account: string) => account.toLowerCase();
const logKey = (fact: SoldListingFact) => `${fact.chainId}:${fact.txHash.toLowerCase()}:${fact.logIndex}`;

function offerTarget(tx: Queryable, offer: OfferFact) {
  const trait =
    offer.kind === 'trait' && offer.traitType
      ? { type: offer.traitType, value: offer.traitValue ?? '' }
      : null;
  return describeTarget(tx, {
    chainId: offer.chainId,
    collection: offer.collection,
    tokenId: offer.kind === 'item' ? offer.tokenId : null,
    trait,
  });
}

/** Tells the seller their listing sold (not an accepted offer: the seller did that themselves). */
export async function notifyListingSold(tx: Queryable, sale: SoldListingFact): Promise<string[]> {
  if (lower(sale.seller) === lower(sale.buyer) || !isNews(sale)) return [];
  const target = await describeTarget(tx, {
    chainId: sale.chainId,
    collection: sale.token,
    tokenId: sale.tokenId,
  });
  return insertNotifications(tx, [
    {
      account: sale.seller,
      kind: 'listing_sold',
      dedupeKey: `listing_sold:${logKey(sale)}`,
      payload: {
        target,
        buyer: lower(sale.buyer),
        txHash: sale.txHash.toLowerCase(),
        priceWei: String(sale.price),
      },
    },
  ]);
}

/**
 * Tells the holders of the item an offer names that it arrived. Only item offers notify: a
 * collection or trait offer covers every holder of the collection or trait, and telling them all of
 * each one would bury what concerns one person (decision 0088); they see those offers on their
 * items' pages. `holders` is the item's current owner, as the caller read it; the offerer is skipped.
 */
export async function notifyOfferReceived(
  tx: Queryable,
  offer: OfferFact,
  holders: readonly string[],
): Promise<string[]> {
  if (offer.kind !== 'item') return [];
  const accounts = [...new Set(holders.map(lower))].filter((holder) => holder !== lower(offer.offerer));
  if (accounts.length === 0) return [];
  const target = await offerTarget(tx, offer);
  return insertNotifications(
    tx,
    accounts.map((account) => ({
      account,
      kind: 'offer_received' as const,
      dedupeKey: `offer_received:${offer.hash.toLowerCase()}`,
      payload: {
        target,
        offerer: lower(offer.offerer),
        offerHash: offer.hash.toLowerCase(),
        amountWei: offer.amountWei,
      },
    })),
  );
}

/** Tells the offerer a holder accepted their offer: one notification per fill (per sale log). */
export async function notifyOfferAccepted(tx: Queryable, fill: OfferFillFact): Promise<string[]> {
  if (!isNews(fill)) return [];
  const target = await describeTarget(tx, {
    chainId: fill.chainId,
    collection: fill.token,
    tokenId: fill.tokenId,
  });
  return insertNotifications(tx, [
    {
      account: fill.buyer,
      kind: 'offer_accepted',
      dedupeKey: `offer_accepted:${logKey(fill)}`,
      payload: {
        target,
        seller: lower(fill.seller),
        offerHash: fill.offerHash.toLowerCase(),
        txHash: fill.txHash.toLowerCase(),
        amountWei: String(fill.price),
      },
    },
  ]);
}

/**
 * Tells the maker of the offer that led (on the item, the collection or the trait) that a higher
 * one now leads. Nothing when the same account outbids itself or the new offer is not higher.
 */
export async function notifyOutbid(
  tx: Queryable,
  previousBest: OfferFact,
  newOffer: OfferFact,
): Promise<string[]> {
  if (lower(previousBest.offerer) === lower(newOffer.offerer)) return [];
  if (BigInt(newOffer.amountWei) <= BigInt(previousBest.amountWei)) return [];
  const target = await offerTarget(tx, previousBest);
  return insertNotifications(tx, [
    {
      account: previousBest.offerer,
      kind: 'outbid',
      dedupeKey: `outbid:${previousBest.hash.toLowerCase()}:${newOffer.hash.toLowerCase()}`,
      payload: {
        target,
        offerer: lower(newOffer.offerer),
        offerHash: previousBest.hash.toLowerCase(),
        newOfferHash: newOffer.hash.toLowerCase(),
        amountWei: newOffer.amountWei,
        yourAmountWei: previousBest.amountWei,
      },
    },
  ]);
}
