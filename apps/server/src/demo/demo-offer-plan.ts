import {
  buildTokenIdTree,
  collectionOffer,
  itemOffer,
  type Offer,
  OfferKind,
  offerHash,
  type TokenIdTree,
} from '@guardians/contracts';
import type { Hex } from 'viem';
import { DAY, draws, type Market, pick, salt, TRADERS, toWei } from './demo-trading-market.ts';
import { traitsFor } from './demo-traits.ts';
import { between, type Random } from './prng.ts';

/** What each trader wraps on the first day: far more than their offers ever take (a few ETH at most). */
const WRAP_WEI = 10n * 10n ** 18n;
/** Long enough that every offer left open is still open weeks after the first start. */
const OFFER_DURATIONS_DAYS = [45, 60, 90];
/** An offer waits this long before its holder or its maker acts on it. */
const MIN_AGE_SECONDS = 2 * 3600;

type Kind = 'item' | 'collection' | 'trait';
/** New offers per collection and day: bids on single items come most, on traits least. */
const PER_DAY: Record<Kind, number> = { item: 0.6, collection: 0.15, trait: 0.1 };
/** Chances per slot that a holder takes an open offer (one item) or that its maker withdraws it. */
const ACCEPT_PER_SLOT: Record<Kind, number> = { item: 0.06, collection: 0.05, trait: 0.04 };
const CANCEL_PER_SLOT: Record<Kind, number> = { item: 0.025, collection: 0.015, trait: 0.015 };

export type PlannedOffer = {
  offer: Offer;
  hash: Hex;
  kind: Kind;
  createdAt: number;
  /** The trait a trait offer names, and the tree of the token ids it covers. */
  trait?: { type: string; value: string; tree: TokenIdTree };
  fills: number;
  cancelled: boolean;
};

export type OfferAction =
  | { kind: 'wrap'; trader: `0x${string}`; value: bigint }
  | { kind: 'allow-weth'; trader: `0x${string}` }
  | { kind: 'accept-offer'; trader: `0x${string}`; offer: PlannedOffer; tokenId: bigint; proof: Hex[] }
  | { kind: 'cancel-offer'; trader: `0x${string}`; offer: PlannedOffer };

/** Every offer drawn, and the WETH each trader holds as the history goes (proceeds left out). */
export type OfferBook = {
  offers: PlannedOffer[];
  weth: Map<string, bigint>;
  domain: { chainId: number; marketplace: `0x${string}` };
};

export function openOfferBook(domain: OfferBook['domain']): OfferBook {
  return { offers: [], weth: new Map(), domain };
}

/** The first day: each trader wraps ETH into WETH and lets the marketplace spend it. */
export function fundTraders(book: OfferBook): OfferAction[] {
  return TRADERS.flatMap((trader) => {
    book.weth.set(trader, WRAP_WEI);
    return [
      { kind: 'wrap' as const, trader, value: WRAP_WEI },
      { kind: 'allow-weth' as const, trader },
    ];
  });
}

export function isOpen(o: PlannedOffer): boolean {
  return !o.cancelled && o.fills < Number(o.offer.quantity);
}

type Slot = { time: number; slotLength: number; slotsPerDay: number; touched: Set<number>; lastDay: boolean };

/**
 * One slot of a market's offers: holders take some open offers and makers withdraw some, then new
 * ones come. On the last day the collection and trait offers of the past are withdrawn: today's are
 * drawn from today's prices (offersToday), so none bids above the floor's great deals.
 */
export function tradeOffers(book: OfferBook, market: Market, slot: Slot): OfferAction[] {
  const actions: OfferAction[] = [];
  const random = market.offerRandom;
  const mine = book.offers.filter(
    (o) => o.offer.collection === market.address && isOpen(o) && o.createdAt < slot.time - MIN_AGE_SECONDS,
  );
  for (const o of mine) {
    const roll = random();
    if (roll < ACCEPT_PER_SLOT[o.kind] && accept(book, market, o, slot, actions)) continue;
    const stale = slot.lastDay && o.kind !== 'item';
    if (stale || roll < ACCEPT_PER_SLOT[o.kind] + CANCEL_PER_SLOT[o.kind]) {
      o.cancelled = true;
      if (o.kind === 'item') market.reserved.delete(Number(o.offer.tokenId));
      actions.push({ kind: 'cancel-offer', trader: o.offer.offerer, offer: o });
    }
  }
  const window = { notBefore: slot.time - slot.slotLength, notAfter: slot.time - 60 };
  for (let n = draws(PER_DAY.item / slot.slotsPerDay, random); n > 0; n--) {
    const tokenId = pickToken(market, (id) => !market.active.has(id) && !slot.touched.has(id), random);
    if (tokenId === undefined) break;
    placeItemOffer(book, market, tokenId, window, market.floor * (market.rarity.get(tokenId) ?? 1));
  }
  if (slot.lastDay) return actions;
  for (let n = draws(PER_DAY.collection / slot.slotsPerDay, random); n > 0; n--) {
    placeCollectionOffer(book, market, window, market.floor * between(random, 0.72, 0.88));
  }
  for (let n = draws(PER_DAY.trait / slot.slotsPerDay, random); n > 0; n--) {
    placeTraitOffer(book, market, window, () => market.floor * between(random, 0.8, 1));
  }
  return actions;
}

/**
 * Today's offers, drawn after today's listings: item offers up to four to six open ones (on listed
 * items too, under their price), one or two collection offers under the cheapest listing (the
 * collection's Top offer) and a trait offer under the trait's cheapest listing.
 */
export function offersToday(book: OfferBook, market: Market, end: number): void {
  const random = market.offerRandom;
  const window = { notBefore: end - 20 * 3600, notAfter: end - 60 };
  const priceOf = (id: number) => {
    const listed = market.active.get(id);
    return listed ? Number(listed.listing.price) / 1e18 : undefined;
  };
  const openItems = () =>
    book.offers.filter((o) => o.offer.collection === market.address && o.kind === 'item' && isOpen(o));
  const target = 4 + Math.floor(random() * 3);
  for (let tries = 0; openItems().length < target && tries < 20; tries++) {
    const tokenId = pickToken(market, () => true, random);
    if (tokenId === undefined) break;
    const worth = priceOf(tokenId) ?? market.floor * (market.rarity.get(tokenId) ?? 1);
    placeItemOffer(book, market, tokenId, { ...window, notBefore: end - 2 * DAY }, worth);
  }
  const prices = [...market.active.keys()].flatMap((id) => priceOf(id) ?? []);
  const cheapest = prices.length > 0 ? Math.min(...prices) : market.floor;
  for (let n = 1 + Math.floor(random() * 2); n > 0; n--) {
    placeCollectionOffer(book, market, window, cheapest * between(random, 0.82, 0.95));
  }
  placeTraitOffer(book, market, window, (ids) => {
    const listed = ids.flatMap((id) => priceOf(id) ?? []);
    return (listed.length > 0 ? Math.min(...listed) : cheapest) * between(random, 0.8, 0.95);
  });
}

/** Every open offer can be paid at the end: its maker's WETH covers it (the lists call it 'unfunded' otherwise). */
export function checkOpenOffersFunded(book: OfferBook): void {
  for (const o of book.offers.filter(isOpen)) {
    if ((book.weth.get(o.offer.offerer) ?? 0n) < o.offer.amount) {
      throw new Error(`demo trading: the open offer ${o.hash} is more than its maker's WETH`);
    }
  }
}

type Window = { notBefore: number; notAfter: number };

function pickToken(market: Market, fits: (id: number) => boolean, random: Random): number | undefined {
  const free = [...market.owner.keys()].filter((id) => !market.reserved.has(id) && fits(id));
  return free.length === 0 ? undefined : pick(free, random);
}

/** An offer of 70–92 % of what the item is worth to its holder, by another trader. */
function placeItemOffer(book: OfferBook, market: Market, tokenId: number, window: Window, worth: number) {
  const random = market.offerRandom;
  const holder = market.owner.get(tokenId);
  const offerer = pick(
    TRADERS.filter((t) => t !== holder),
    random,
  );
  // Made while the holder held it: not before they got it.
  const since = (market.ownedSince.get(tokenId) ?? window.notBefore) + 60;
  const createdAt = Math.round(Math.max(since, between(random, window.notBefore, window.notAfter)));
  const terms = offerTerms(book, market, offerer, worth * between(random, 0.7, 0.92), createdAt);
  if (!terms) return;
  if (!market.active.has(tokenId)) market.reserved.add(tokenId);
  record(book, 'item', itemOffer({ ...terms, tokenId: BigInt(tokenId) }), createdAt);
}

function placeCollectionOffer(book: OfferBook, market: Market, window: Window, amountEth: number) {
  const random = market.offerRandom;
  const offerer = pick(TRADERS, random);
  const createdAt = Math.round(between(random, window.notBefore, window.notAfter));
  const terms = offerTerms(book, market, offerer, amountEth, createdAt);
  if (!terms) return;
  const quantity = BigInt(1 + Math.floor(random() * 3));
  record(book, 'collection', collectionOffer({ ...terms, quantity }), createdAt);
}

/**
 * An offer on the items sharing a trait value with an item another trader holds: one that 2–25 % of
 * the collection carries where it has one (a bid on a look, neither on nearly all nor on one item).
 */
function placeTraitOffer(
  book: OfferBook,
  market: Market,
  window: Window,
  amountEth: (ids: number[]) => number,
) {
  const random = market.offerRandom;
  const offerer = pick(TRADERS, random);
  const seen = pickToken(market, (id) => market.owner.get(id) !== offerer, random);
  if (seen === undefined) return;
  const { collection } = market;
  const holders = new Map<string, number[]>();
  for (let id = 1; id <= collection.supply; id++) {
    for (const t of traitsFor(collection, id)) {
      const key = `${t.trait_type}\u0000${t.value}`;
      const ids = holders.get(key);
      if (ids) ids.push(id);
      else holders.set(key, [id]);
    }
  }
  const idsOf = (t: { trait_type: string; value: string }) =>
    holders.get(`${t.trait_type}\u0000${t.value}`) ?? [];
  const traits = traitsFor(collection, seen);
  const share = (t: (typeof traits)[number]) => idsOf(t).length / collection.supply;
  const looks = traits.filter((t) => share(t) >= 0.02 && share(t) <= 0.25);
  const trait = pick(looks.length > 0 ? looks : traits, random);
  const ids = idsOf(trait);
  const createdAt = Math.round(between(random, window.notBefore, window.notAfter));
  const terms = offerTerms(book, market, offerer, amountEth(ids), createdAt);
  if (!terms) return;
  const tree = buildTokenIdTree(ids.map(BigInt));
  const quantity = BigInt(1 + Math.floor(random() * 2));
  const offer: Offer = { ...terms, kind: OfferKind.Trait, tokenId: 0n, traitRoot: tree.root, quantity };
  record(book, 'trait', offer, createdAt, { type: trait.trait_type, value: trait.value, tree });
}

/** The fields every kind signs; none when the maker's WETH would not cover it (the server refuses it). */
function offerTerms(book: OfferBook, market: Market, offerer: `0x${string}`, eth: number, at: number) {
  const amount = toWei(eth);
  if ((book.weth.get(offerer) ?? 0n) < amount) return undefined;
  const days = pick(OFFER_DURATIONS_DAYS, market.offerRandom);
  return {
    offerer,
    collection: market.address,
    amount,
    expiry: BigInt(at + days * DAY),
    nonce: 0n,
    salt: salt(market.offerRandom),
  };
}

function record(
  book: OfferBook,
  kind: Kind,
  offer: Offer,
  createdAt: number,
  trait?: PlannedOffer['trait'],
): void {
  const hash = offerHash(offer, book.domain);
  book.offers.push({ offer, hash, kind, createdAt, trait, fills: 0, cancelled: false });
}

/**
 * The holder takes the offer with one of their items: the item of an item offer, else the commonest
 * of three looked at among their unlisted items the offer covers (what a holder parts with first).
 */
function accept(book: OfferBook, market: Market, o: PlannedOffer, slot: Slot, actions: OfferAction[]) {
  const { offerer, amount } = o.offer;
  if ((book.weth.get(offerer) ?? 0n) < amount) return false;
  const free = (id: number) =>
    market.owner.get(id) !== offerer && !market.active.has(id) && !slot.touched.has(id);
  let tokenId: number | undefined;
  if (o.kind === 'item') {
    const id = Number(o.offer.tokenId);
    tokenId = market.owner.has(id) && free(id) ? id : undefined;
  } else {
    const covered = o.trait ? new Set(o.trait.tree.tokenIds.map(Number)) : undefined;
    const candidates = [...market.owner.keys()].filter(
      (id) => free(id) && !market.reserved.has(id) && (!covered || covered.has(id)),
    );
    if (candidates.length > 0) {
      const seen = [0, 1, 2].map(() => pick(candidates, market.offerRandom));
      const rarity = (id: number) => market.rarity.get(id) ?? 1;
      tokenId = seen.reduce((a, b) => (rarity(b) < rarity(a) ? b : a));
    }
  }
  const holder = tokenId === undefined ? undefined : market.owner.get(tokenId);
  if (tokenId === undefined || !holder) return false;
  const proof = o.trait?.tree.proofFor(BigInt(tokenId)) ?? [];
  actions.push({ kind: 'accept-offer', trader: holder, offer: o, tokenId: BigInt(tokenId), proof });
  book.weth.set(offerer, (book.weth.get(offerer) ?? 0n) - amount);
  o.fills += 1;
  market.reserved.delete(tokenId);
  market.owner.set(tokenId, offerer);
  market.ownedSince.set(tokenId, slot.time);
  slot.touched.add(tokenId);
  return true;
}
