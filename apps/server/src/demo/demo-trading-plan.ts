import { type Listing, listingHash } from '@guardians/contracts';
import type { DemoCollection } from '@guardians/shared';
import type { Hex } from 'viem';
import { mediaKindFor } from './demo-media.ts';
import { demoMintPlan } from './demo-mint-plan.ts';
import { rarestTraitOf, rarityFactors } from './demo-trading-rarity.ts';
import { ANVIL_DEV_ACCOUNTS } from './dev-accounts.ts';
import { between, type Random, seeded } from './prng.ts';

/**
 * The demo's traders: anvil #0, #4 and #8 only. Browser tests sign in as #1, #2, #3, #5–#7 and #9 and
 * assert what those wallets own, so the history never moves their tokens (decision 0027).
 */
export const DEMO_TRADER_INDEXES = [0, 4, 8] as const;
const TRADERS = DEMO_TRADER_INDEXES.map((i) => ANVIL_DEV_ACCOUNTS[i]);

/**
 * Tokens the history leaves alone: the first ids (the item page's browser tests open the first token
 * of each kind, e.g. 'Not for sale' on the first picture, and temple-relics #7) and every token with
 * extra media (video, audio and 3D tests pick the first of their kind).
 */
const UNTRADED_FIRST_IDS = 60;

const DAY = 86_400;
const SLOTS_PER_DAY = 4;
const LISTING_DURATIONS_DAYS = [60, 90, 180];
/** Floor of a 1,200-item collection; smaller collections start dearer (square root of the scarcity). */
const BASE_FLOOR_ETH = 0.025;

type PlannedListing = { listing: Listing; hash: Hex; createdAt: number };
export type PlannedAction =
  | { kind: 'approve'; trader: `0x${string}`; token: `0x${string}` }
  | { kind: 'buy'; trader: `0x${string}`; listing: PlannedListing }
  | { kind: 'cancel'; trader: `0x${string}`; listing: PlannedListing };
/** One block mined at `timestamp` (unix seconds) with these transactions. */
type PlannedBlock = { timestamp: number; actions: PlannedAction[] };
export type TradingPlan = { listings: PlannedListing[]; blocks: PlannedBlock[] };

export interface TradingPlanInput {
  collections: ReadonlyArray<{ collection: DemoCollection; address: `0x${string}` }>;
  marketplace: `0x${string}`;
  chainId: number;
  /** Unix seconds of the first block (approvals); the history runs from here... */
  start: number;
  /** ...to here, the last sale's block and the newest listing. */
  end: number;
  seed?: string;
}

type Market = {
  collection: DemoCollection;
  address: `0x${string}`;
  random: Random;
  floor: number;
  base: number;
  salesPerDay: number;
  rarity: Map<number, number>;
  owner: Map<number, `0x${string}`>;
  ownedSince: Map<number, number>;
  active: Map<number, PlannedListing>;
};

/**
 * A month of trading among the demo traders, drawn from a seeded generator: listings signed
 * off-chain, buys and cancels as blocks with chosen timestamps. Pure: the same input gives the same
 * listings (hashes included) and blocks.
 */
export function planDemoTrading(input: TradingPlanInput): TradingPlan {
  const seed = input.seed ?? 'demo-trading';
  const listings: PlannedListing[] = [];
  const blocks: PlannedBlock[] = [
    {
      timestamp: input.start,
      actions: input.collections.flatMap(({ address }) =>
        TRADERS.map((trader) => ({ kind: 'approve' as const, trader, token: address })),
      ),
    },
  ];
  const markets = input.collections.map(({ collection, address }) =>
    openMarket(collection, address, input, seed),
  );
  const sign = (market: Market, tokenId: number, priceEth: number, createdAt: number) => {
    const seller = market.owner.get(tokenId);
    if (!seller) throw new Error(`demo trading: token ${tokenId} has no trader owner`);
    const listing: Listing = {
      seller,
      token: market.address,
      tokenId: BigInt(tokenId),
      price: toWei(priceEth),
      expiry: BigInt(createdAt + pick(LISTING_DURATIONS_DAYS, market.random) * DAY),
      nonce: 0n,
      salt: salt(market.random),
    };
    const planned = {
      listing,
      hash: listingHash(listing, { chainId: input.chainId, marketplace: input.marketplace }),
      createdAt,
    };
    listings.push(planned);
    market.active.set(tokenId, planned);
    return planned;
  };

  const listSome = (market: Market, count: number, notBefore: number, notAfter: number) => {
    for (let i = 0; i < count; i++) {
      const tokenId = unlistedToken(market);
      if (tokenId === undefined) return;
      const since = (market.ownedSince.get(tokenId) ?? notBefore) + 60;
      const createdAt = Math.round(Math.max(since, between(market.random, notBefore, notAfter)));
      const price = market.floor * (market.rarity.get(tokenId) ?? 1) * between(market.random, 1, 1.4);
      sign(market, tokenId, price, createdAt);
    }
  };

  // Opening day: every market starts with a dozen listings a few hours after the approvals.
  for (const market of markets) listSome(market, 12, input.start + 60, input.start + 6 * 3600);

  const days = Math.max(1, Math.floor((input.end - input.start) / DAY));
  const slotLength = (input.end - input.start) / (days * SLOTS_PER_DAY);
  const clock = seeded(seed, 'clock');
  const slots = days * SLOTS_PER_DAY;
  for (let slot = 1; slot < slots; slot++) {
    const time = Math.round(input.start + (slot + between(clock, 0, 0.6)) * slotLength);
    const actions: PlannedAction[] = [];
    for (const market of markets) {
      if (slot % SLOTS_PER_DAY === 0) driftFloor(market);
      const touched = new Set<number>();
      // The last slot always trades, so the one-day interval of every collection has a volume.
      const sales = draws(market.salesPerDay / SLOTS_PER_DAY, market.random);
      for (let n = slot === slots - 1 ? Math.max(1, sales) : sales; n > 0; n--) {
        const sale = cheapOfThree(market, time, touched);
        if (!sale) break;
        const seller = sale.listing.seller;
        const buyer = pick(
          TRADERS.filter((t) => t !== seller),
          market.random,
        );
        const tokenId = Number(sale.listing.tokenId);
        touched.add(tokenId);
        market.active.delete(tokenId);
        market.owner.set(tokenId, buyer);
        market.ownedSince.set(tokenId, time);
        actions.push({ kind: 'buy', trader: buyer, listing: sale });
      }
      if (market.random() < 0.2 / SLOTS_PER_DAY) {
        const stale = overpriced(market, time, touched);
        if (stale) {
          touched.add(Number(stale.listing.tokenId));
          market.active.delete(Number(stale.listing.tokenId));
          actions.push({ kind: 'cancel', trader: stale.listing.seller, listing: stale });
        }
      }
      const newListings = draws((market.salesPerDay + 0.5) / SLOTS_PER_DAY, market.random);
      listSome(market, newListings, time - slotLength, time - 60);
    }
    if (actions.length > 0) blocks.push({ timestamp: time, actions });
  }

  // Today: top each market up to 20–40 listings, a few of them well under their trait's floor.
  for (const market of markets) {
    const target = 22 + Math.floor(market.random() * 14);
    listSome(market, Math.max(0, target - market.active.size), input.end - 2 * DAY, input.end - 60);
    listDeals(market, input.end, sign);
  }
  const last = blocks.at(-1);
  if (last && last.timestamp >= input.end) throw new Error('demo trading: the plan ran past its end');
  return { listings, blocks };
}

function openMarket(
  collection: DemoCollection,
  address: `0x${string}`,
  input: TradingPlanInput,
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
    floor: base,
    base,
    salesPerDay: Math.min(3, Math.max(2, collection.supply / 400)),
    rarity: rarityFactors(collection, [...owner.keys()]),
    owner,
    ownedSince: new Map([...owner.keys()].map((id) => [id, input.start])),
    active: new Map(),
  };
}

export function isTradable(collection: DemoCollection, tokenId: number): boolean {
  return tokenId > UNTRADED_FIRST_IDS && mediaKindFor(collection, tokenId) === undefined;
}

/** A day's move of the floor: a small upward drift with noise, kept within half to 1.6 times the start. */
function driftFloor(market: Market): void {
  const noise = (market.random() + market.random() + market.random() - 1.5) * 0.09;
  const next = market.floor * Math.exp(0.006 + noise);
  market.floor = Math.min(market.base * 1.6, Math.max(market.base / 2, next));
}

/** How many events a slot gets when they come at `rate` per slot on average. */
function draws(rate: number, random: Random): number {
  return Math.floor(rate + random());
}

/** Buyers look at a few listings and take the cheapest: sales gather near the floor. */
function cheapOfThree(market: Market, time: number, touched: Set<number>): PlannedListing | undefined {
  const open = [...market.active.values()].filter(
    (l) => l.createdAt < time - 60 && !touched.has(Number(l.listing.tokenId)),
  );
  if (open.length === 0) return undefined;
  const seen = [0, 1, 2].map(() => pick(open, market.random));
  return seen.reduce((a, b) => (b.listing.price < a.listing.price ? b : a));
}

/** The listing furthest above today's floor for its rarity: the one a seller would take down. */
function overpriced(market: Market, time: number, touched: Set<number>): PlannedListing | undefined {
  const ratio = (l: PlannedListing) =>
    Number(l.listing.price) / ((market.rarity.get(Number(l.listing.tokenId)) ?? 1) * market.floor);
  return [...market.active.values()]
    .filter((l) => l.createdAt < time - 60 && !touched.has(Number(l.listing.tokenId)))
    .reduce<PlannedListing | undefined>((a, b) => (!a || ratio(b) > ratio(a) ? b : a), undefined);
}

function unlistedToken(market: Market): number | undefined {
  const free = [...market.owner.keys()].filter((id) => !market.active.has(id));
  return free.length === 0 ? undefined : pick(free, market.random);
}

/**
 * Three listings at 50–70 % of the cheapest other listing: under 80 % of any trait's floor, so each
 * is a great deal (decision 0024) whenever another listed token shares its rarest trait value.
 */
function listDeals(
  market: Market,
  end: number,
  sign: (market: Market, tokenId: number, priceEth: number, createdAt: number) => PlannedListing,
): void {
  const cheapest = Math.min(...[...market.active.values()].map((l) => Number(l.listing.price) / 1e18));
  if (!Number.isFinite(cheapest)) return;
  const rarestOf = rarestTraitOf(market.collection);
  const listedRarest = new Set([...market.active.keys()].map((id) => rarestOf(id)));
  const candidates = [...market.owner.keys()].filter(
    (id) => !market.active.has(id) && listedRarest.has(rarestOf(id)),
  );
  for (let i = 0; i < 3 && candidates.length > 0; i++) {
    const index = Math.floor(market.random() * candidates.length);
    const [tokenId] = candidates.splice(index, 1);
    if (tokenId === undefined) break;
    const createdAt = Math.round(between(market.random, end - 30 * 3600, end - 3600));
    sign(market, tokenId, cheapest * between(market.random, 0.5, 0.7), createdAt);
  }
}

function pick<T>(items: readonly T[], random: Random): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('demo trading: picked from an empty list');
  return item;
}

/** Prices on a 0.0001 ETH grid, as a person would type them. */
function toWei(eth: number): bigint {
  return BigInt(Math.max(1, Math.round(eth * 10_000))) * 10n ** 14n;
}

/** 256 bits from the seeded stream: a listing salt that is the same on every run. */
function salt(random: Random): bigint {
  let value = 0n;
  for (let i = 0; i < 8; i++) value = (value << 32n) | BigInt(Math.floor(random() * 2 ** 32));
  return value;
}
