import type { Listing } from '@guardians/contracts';
import type { DemoCollection } from '@guardians/shared';
import type { Hex } from 'viem';
import { mediaKindFor } from './demo-media.ts';
import { demoMintPlan } from './demo-mint-plan.ts';
import { rarityFactors } from './demo-trading-rarity.ts';
import { ANVIL_DEV_ACCOUNTS } from './dev-accounts.ts';
import { type Random, seeded } from './prng.ts';

/**
 * The demo's traders: anvil #0, #4 and #8 only. Browser tests sign in as #1, #2, #3, #5–#7 and #9 and
 * assert what those wallets own, so the history never moves their tokens (decision 0027).
 */
export const DEMO_TRADER_INDEXES = [0, 4, 8] as const;
export const TRADERS = DEMO_TRADER_INDEXES.map((i) => ANVIL_DEV_ACCOUNTS[i]);

/**
 * Tokens the history leaves alone: the first ids (the item page's browser tests open the first token
 * of each kind, e.g. 'Not for sale' on the first picture, and temple-relics #7) and every token with
 * extra media (video, audio and 3D tests pick the first of their kind).
 */
const UNTRADED_FIRST_IDS = 60;

export const DAY = 86_400;
/** Floor of a 1,200-item collection; smaller collections start dearer (square root of the scarcity). */
const BASE_FLOOR_ETH = 0.025;

export type PlannedListing = { listing: Listing; hash: Hex; createdAt: number };

/** One collection's market while the history is drawn: who holds what, what is listed, the floor. */
export type Market = {
  collection: DemoCollection;
  address: `0x${string}`;
  random: Random;
  /** The offers' own stream, so drawing offers leaves the listings' draws where they were. */
  offerRandom: Random;
  floor: number;
  base: number;
  salesPerDay: number;
  rarity: Map<number, number>;
  /** Tradable tokens held by a trader, and by which. */
  owner: Map<number, `0x${string}`>;
  ownedSince: Map<number, number>;
  active: Map<number, PlannedListing>;
  /** Unlisted tokens with an open item offer: their holder weighs it, so they are not listed meanwhile. */
  reserved: Set<number>;
};

export function openMarket(
  collection: DemoCollection,
  address: `0x${string}`,
  start: number,
  seed: string,
): Market {
  const [plan] = demoMintPlan([collection]);
  const owner = new Map<number, `0x${string}`>();
  for (const { address: holder, tokenIds } of plan?.owners ?? []) {
    if (!(TRADERS as readonly string[]).includes(holder)) continue;
    for (const id of tokenIds) if (isTradable(collection, id)) owner.set(id, holder);
  }
  const base = BASE_FLOOR_ETH * Math.sqrt(1200 / collection.supply);
  return {
    collection,
    address,
    random: seeded(seed, collection.slug),
    offerRandom: seeded(seed, collection.slug, 'offers'),
    floor: base,
    base,
    salesPerDay: Math.min(3, Math.max(2, collection.supply / 400)),
    rarity: rarityFactors(collection, [...owner.keys()]),
    owner,
    ownedSince: new Map([...owner.keys()].map((id) => [id, start])),
    active: new Map(),
    reserved: new Set(),
  };
}

export function isTradable(collection: DemoCollection, tokenId: number): boolean {
  return tokenId > UNTRADED_FIRST_IDS && mediaKindFor(collection, tokenId) === undefined;
}

/** How many events a slot gets when they come at `rate` per slot on average. */
export function draws(rate: number, random: Random): number {
  return Math.floor(rate + random());
}

export function pick<T>(items: readonly T[], random: Random): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('demo trading: picked from an empty list');
  return item;
}

/** Prices on a 0.0001 ETH grid, as a person would type them. */
export function toWei(eth: number): bigint {
  return BigInt(Math.max(1, Math.round(eth * 10_000))) * 10n ** 14n;
}

/** 256 bits from the seeded stream: a listing or offer salt that is the same on every run. */
export function salt(random: Random): bigint {
  let value = 0n;
  for (let i = 0; i < 8; i++) value = (value << 32n) | BigInt(Math.floor(random() * 2 ** 32));
  return value;
}
