import type { TraitPrice } from '@guardians/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { formatEther } from 'viem';
import { offers } from '../../db/schema/index.ts';
import { traitKey } from '../../indexer/store/token-metadata-repository.ts';
import { withDeadline } from '../../infra/probe-deadline.ts';
import type { Logger } from '../../lib/logger.ts';
import { findCollection } from '../catalogue/read/collection-lookup.ts';
import { getUniqueAttributes } from '../catalogue/read/collection-traits.ts';
import type { ReadContext } from '../catalogue/read/read-context.ts';
import { traitFloors } from '../catalogue/read/trait-floors.ts';
import { findOfferContracts, type OfferDeps } from './offer-contracts.ts';
import { readSpendable } from './offer-funding.ts';
import { topFundedByTrait } from './store/covering-offers.ts';
import { openOfferers } from './store/offer-queries.ts';

/** The best funded collection offer (null: none), and the best funded trait offer per trait key. */
type TopOffers = { collection: bigint | null; byTrait: Map<string, bigint> };

async function topOffersByTrait(deps: OfferDeps, tokenAddress: string): Promise<TopOffers> {
  const contracts = await findOfferContracts(deps);
  if (!contracts) return { collection: null, byTrait: new Map() };
  const where = and(
    eq(offers.chainId, deps.chain.chainId),
    eq(offers.marketplace, contracts.marketplace),
    eq(offers.collection, tokenAddress.toLowerCase()),
    inArray(offers.kind, ['collection', 'trait']),
  ) as SQL;
  const offerers = await openOfferers(deps.db, where);
  if (offerers.length === 0) return { collection: null, byTrait: new Map() };
  const spendable = await readSpendable(deps.chain, contracts, offerers);
  const tops: TopOffers = { collection: null, byTrait: new Map() };
  for (const row of await topFundedByTrait(deps.db, where, spendable)) {
    if (row.traitType === null) tops.collection = BigInt(row.amount);
    else tops.byTrait.set(traitKey(row.traitType, row.traitValue ?? ''), BigInt(row.amount));
  }
  return tops;
}

/** As long as the collection's stats wait for their top offer: the same page asks for both. */
const TOP_OFFERS_WAIT_MS = 1_000;

async function topOffersInTime(
  deps: OfferDeps,
  tokenAddress: string,
  log: Pick<Logger, 'warn'>,
): Promise<TopOffers | undefined> {
  try {
    return await withDeadline(topOffersByTrait(deps, tokenAddress), TOP_OFFERS_WAIT_MS);
  } catch (err) {
    log.warn({ err, tokenAddress }, 'the top trait offers could not be read');
    return undefined;
  }
}

const higher = (a: bigint | null | undefined, b: bigint | null | undefined) =>
  a == null ? (b ?? null) : b == null || a >= b ? a : b;
const ether = (wei: bigint | null | undefined) => (wei == null ? null : formatEther(wei));

/**
 * Each trait value of the collection's live items with its floor (cheapest valid listing among
 * them) and top offer (the best funded trait offer on exactly that trait, or collection offer: it
 * covers every item; decision 0091), those with neither left out. Catalogue reads go through `ctx`
 * (the read replica where there is one), offers through `deps` (the primary, as the offers' own
 * routes read them). Without the chain's answer in time the top offers are left out (unknown).
 */
export async function getTraitPrices(
  ctx: ReadContext,
  deps: OfferDeps,
  ref: string,
  chainId: number | undefined,
  log: Pick<Logger, 'warn'>,
): Promise<{ items: TraitPrice[]; total: number }> {
  const collection = await findCollection(ctx, ref, chainId);
  const [summary, floors, tops] = await Promise.all([
    getUniqueAttributes(ctx, collection.tokenAddress, collection.chainId),
    traitFloors(ctx.db, collection),
    topOffersInTime(deps, collection.tokenAddress, log),
  ]);
  const items: TraitPrice[] = [];
  for (const [traitType, values] of Object.entries(summary.traits)) {
    for (const value of values) {
      const key = traitKey(traitType, value);
      const floor = ether(floors.get(key));
      if (tops === undefined) {
        if (floor !== null) items.push({ traitType, value, floor });
        continue;
      }
      const topOffer = ether(higher(tops.byTrait.get(key), tops.collection));
      if (floor !== null || topOffer !== null) items.push({ traitType, value, floor, topOffer });
    }
  }
  return { items, total: items.length };
}
