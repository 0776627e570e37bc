import { and, eq, type SQL } from 'drizzle-orm';
import { formatEther } from 'viem';
import { offers } from '../../db/schema/index.ts';
import { withDeadline } from '../../infra/probe-deadline.ts';
import type { Logger } from '../../lib/logger.ts';
import { findOfferContracts, type OfferDeps } from './offer-contracts.ts';
import { readSpendable } from './offer-funding.ts';
import { openCondition, openOfferers, topFundedAmount } from './store/offer-queries.ts';

/**
 * The best open collection offer on the collection that its offerer can pay now, in ether ("0.25"),
 * or null when there is none: the "Top offer" beside the floor. Trait and item offers do not count:
 * they bid on some items, not on any. Funds are read as the lists read them (decision 0087).
 */
async function topCollectionOffer(deps: OfferDeps, tokenAddress: string): Promise<string | null> {
  const contracts = await findOfferContracts(deps);
  if (!contracts) return null;
  const where = and(
    eq(offers.chainId, deps.chain.chainId),
    eq(offers.marketplace, contracts.marketplace),
    eq(offers.collection, tokenAddress.toLowerCase()),
    eq(offers.kind, 'collection'),
    openCondition,
  ) as SQL;
  const spendable = await readSpendable(deps.chain, contracts, await openOfferers(deps.db, where));
  const wei = await topFundedAmount(deps.db, where, spendable);
  return wei === null ? null : formatEther(BigInt(wei));
}

/**
 * How long the collection's metadata waits for the top offer: it is on the collection page's first
 * paint, and the offerers' funds come from the chain.
 */
const TOP_OFFER_WAIT_MS = 1_000;

/**
 * The top offer for the collection's stats, or undefined when the chain did not answer in time or
 * failed: the stats then leave it out (unknown) rather than say null (no offer) or fail the page.
 */
export async function topCollectionOfferInTime(
  deps: OfferDeps,
  tokenAddress: string,
  log: Pick<Logger, 'warn'>,
): Promise<string | null | undefined> {
  try {
    // A read still running at the deadline goes on; its late answer (or failure) is ignored.
    return await withDeadline(topCollectionOffer(deps, tokenAddress), TOP_OFFER_WAIT_MS);
  } catch (err) {
    log.warn({ err, tokenAddress }, 'the top offer could not be read');
    return undefined;
  }
}
