import type { Price } from '@guardians/shared';
import { formatEther } from 'viem';
import { withDeadline } from '../../infra/probe-deadline.ts';
import type { Logger } from '../../lib/logger.ts';
import { findOfferContracts, type OfferDeps } from './offer-contracts.ts';
import { readSpendable } from './offer-funding.ts';
import { bestFundedAmounts, coveringAny, type TokenRef } from './store/covering-offers.ts';
import { openOfferers } from './store/offer-queries.ts';

const itemKey = (item: TokenRef) => `${item.tokenAddress.toLowerCase()}:${item.tokenId}`;

/**
 * The best offer on each item in wei, keyed `collection:tokenId` (absent: none): the open offers
 * covering any of them, their offerers' funds read once (decision 0087), then one query for all.
 */
async function bestOffers(deps: OfferDeps, items: readonly TokenRef[]): Promise<Map<string, string>> {
  const contracts = await findOfferContracts(deps);
  if (!contracts) return new Map();
  const target = { chainId: deps.chain.chainId, marketplace: contracts.marketplace };
  const offerers = await openOfferers(deps.db, coveringAny(target.chainId, target.marketplace, items));
  // No open offer covers any of them: no chain read, no second query.
  if (offerers.length === 0) return new Map();
  const spendable = await readSpendable(deps.chain, contracts, offerers);
  return bestFundedAmounts(deps.db, target, items, spendable);
}

/**
 * How long a list of items waits for its best offers: the same second the collection's stats wait
 * for their top offer, which the collection page requests beside its first page of items.
 */
const BEST_OFFER_WAIT_MS = 1_000;

/**
 * Sets `bestOffer` on each price (decimal ether, null: none). When the chain does not answer in
 * time, or fails, the prices are left as they are (bestOffer absent: unknown) rather than saying
 * null or failing the list (decision 0091).
 */
export async function addBestOffers(
  deps: OfferDeps,
  prices: Price[] | undefined,
  log: Pick<Logger, 'warn'>,
): Promise<void> {
  if (!prices || prices.length === 0) return;
  let best: Map<string, string>;
  try {
    // A read still running at the deadline goes on; its late answer (or failure) is ignored.
    best = await withDeadline(bestOffers(deps, prices), BEST_OFFER_WAIT_MS);
  } catch (err) {
    log.warn({ err, items: prices.length }, 'the best offers could not be read');
    return;
  }
  for (const price of prices) {
    const wei = best.get(itemKey(price));
    price.bestOffer = wei === undefined ? null : formatEther(BigInt(wei));
  }
}
