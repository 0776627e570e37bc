import { type Listing, listingHash } from '@guardians/contracts';
import type { DemoCollection } from '@guardians/shared';
import {
  checkOpenOffersFunded,
  fundTraders,
  type OfferAction,
  offersToday,
  openOfferBook,
  type PlannedOffer,
  tradeOffers,
} from './demo-offer-plan.ts';
import {
  DAY,
  draws,
  type Market,
  openMarket,
  type PlannedListing,
  pick,
  salt,
  TRADERS,
  toWei,
} from './demo-trading-market.ts';
import { rarestTraitOf } from './demo-trading-rarity.ts';
import { between, seeded } from './prng.ts';

const SLOTS_PER_DAY = 4;
const LISTING_DURATIONS_DAYS = [60, 90, 180];

export type PlannedAction =
  | { kind: 'approve'; trader: `0x${string}`; token: `0x${string}` }
  | { kind: 'buy'; trader: `0x${string}`; listing: PlannedListing }
  | { kind: 'cancel'; trader: `0x${string}`; listing: PlannedListing }
  | OfferAction;
/** One block mined at `timestamp` (unix seconds) with these transactions. */
type PlannedBlock = { timestamp: number; actions: PlannedAction[] };
export type TradingPlan = { listings: PlannedListing[]; offers: PlannedOffer[]; blocks: PlannedBlock[] };

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

/**
 * A month of trading among the demo traders, drawn from a seeded generator: listings and offers
 * signed off-chain; buys, cancellations and accepted or withdrawn offers as blocks with chosen
 * timestamps. Pure: the same input gives the same listings and offers (hashes included) and blocks.
 */
export function planDemoTrading(input: TradingPlanInput): TradingPlan {
  const seed = input.seed ?? 'demo-trading';
  const listings: PlannedListing[] = [];
  const book = openOfferBook({ chainId: input.chainId, marketplace: input.marketplace });
  const blocks: PlannedBlock[] = [
    {
      timestamp: input.start,
      actions: [
        ...input.collections.flatMap(({ address }) =>
          TRADERS.map((trader) => ({ kind: 'approve' as const, trader, token: address })),
        ),
        ...fundTraders(book),
      ],
    },
  ];
  const markets = input.collections.map(({ collection, address }) =>
    openMarket(collection, address, input.start, seed),
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
      const lastDay = time > input.end - DAY;
      actions.push(
        ...tradeOffers(book, market, { time, slotLength, slotsPerDay: SLOTS_PER_DAY, touched, lastDay }),
      );
      const newListings = draws((market.salesPerDay + 0.5) / SLOTS_PER_DAY, market.random);
      listSome(market, newListings, time - slotLength, time - 60);
    }
    if (actions.length > 0) blocks.push({ timestamp: time, actions });
  }

  // Today: top each market up to 20–40 listings, a few of them well under their trait's floor, then
  // today's offers under those prices.
  for (const market of markets) {
    const target = 22 + Math.floor(market.random() * 14);
    listSome(market, Math.max(0, target - market.active.size), input.end - 2 * DAY, input.end - 60);
    listDeals(market, input.end, sign);
    offersToday(book, market, input.end);
  }
  checkOpenOffersFunded(book);
  const last = blocks.at(-1);
  if (last && last.timestamp >= input.end) throw new Error('demo trading: the plan ran past its end');
  return { listings, offers: book.offers, blocks };
}

/** A day's move of the floor: a small upward drift with noise, kept within half to 1.6 times the start. */
function driftFloor(market: Market): void {
  const noise = (market.random() + market.random() + market.random() - 1.5) * 0.09;
  const next = market.floor * Math.exp(0.006 + noise);
  market.floor = Math.min(market.base * 1.6, Math.max(market.base / 2, next));
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
  const free = [...market.owner.keys()].filter((id) => !market.active.has(id) && !market.reserved.has(id));
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
    (id) => !market.active.has(id) && !market.reserved.has(id) && listedRarest.has(rarestOf(id)),
  );
  for (let i = 0; i < 3 && candidates.length > 0; i++) {
    const index = Math.floor(market.random() * candidates.length);
    const [tokenId] = candidates.splice(index, 1);
    if (tokenId === undefined) break;
    const createdAt = Math.round(between(market.random, end - 30 * 3600, end - 3600));
    sign(market, tokenId, cheapest * between(market.random, 0.5, 0.7), createdAt);
  }
}
