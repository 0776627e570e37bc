import { z } from 'zod';
import { NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

/**
 * A signed-in person's watchlist (decision 0088): a collection, an item or a trait of a collection,
 * each with an optional alert price. A listing at or under the alert price notifies them once.
 */
export const WATCH_KINDS = ['collection', 'item', 'trait'] as const;
export const WatchKindSchema = z.enum(WATCH_KINDS);
export type WatchKind = z.infer<typeof WatchKindSchema>;

/** Watches one account may keep: a list a person reads, not a crawler's. */
export const WATCHLIST_MAX = 200;

export const watchlistMessages = {
  full: `You can watch at most ${WATCHLIST_MAX} collections, items and traits: remove one first`,
  notFound: 'You are not watching this (it may have been removed)',
  alertPrice: 'must be a whole number of wei above 0 (at most 38 digits)',
} as const;

/**
 * An alert price in wei, as listings and offers carry prices: a whole number above 0 with at most
 * 38 digits (under 2^128, the contract's range). The web turns the ether a person types into it.
 */
export const AlertPriceWeiSchema = z.string().regex(/^[1-9]\d{0,37}$/, watchlistMessages.alertPrice);

/** A trait as the collection's items carry it (the trait filters' type and value). */
export const WatchTraitSchema = z.object({
  type: z.string().min(1).max(100).refine(withoutNul, NUL_MESSAGE),
  value: z.string().max(200).refine(withoutNul, NUL_MESSAGE),
});
export type WatchTrait = z.infer<typeof WatchTraitSchema>;

export const WatchSchema = z.object({
  id: z.number().int(),
  kind: WatchKindSchema,
  chainId: z.number().int(),
  collection: z.string(),
  collectionName: z.string(),
  collectionSlug: z.string().nullable(),
  tokenId: z.string().nullable(),
  itemName: z.string().nullable(),
  /** The item's picture, else the collection's, as the browser loads it. */
  image: z.string().nullable(),
  trait: z.object({ type: z.string(), value: z.string() }).nullable(),
  alertPriceWei: z.string().nullable(),
  alertPriceEther: z.string().nullable(),
  /**
   * The cheapest valid listing of what is watched now (the item's price, the collection's floor,
   * the trait's floor), in wei and ether; null when nothing is listed.
   */
  floorWei: z.string().nullable(),
  floorEther: z.string().nullable(),
  lastAlertedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Watch = z.infer<typeof WatchSchema>;

export const WatchResponseSchema = z.object({ data: WatchSchema });
/** `GET /api/watchlist`: every watch, newest first (never paged: at most WATCHLIST_MAX). */
export const WatchListResponseSchema = listResponse(WatchSchema);
