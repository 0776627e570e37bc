import type { ChainClient } from '../../chain/chain-client.ts';
import { type OfferContracts, offererFunds } from './offer-chain-reads.ts';
import type { Spendable } from './store/offer-queries.ts';

/**
 * What each offerer can pay now, read from the WETH contract for one request: balance and
 * allowance of each distinct offerer once, all in parallel (decision 0087). Read, not indexed: on
 * mainnet WETH emits far too many events to follow, and an offer is 'unfunded' only until its
 * offerer wraps or approves again, which no event of ours would tell.
 */
export async function readSpendable(
  chain: ChainClient,
  contracts: OfferContracts,
  offerers: readonly `0x${string}`[],
): Promise<Spendable> {
  const distinct = [...new Set(offerers.map((o) => o.toLowerCase() as `0x${string}`))];
  const funds = await Promise.all(distinct.map((offerer) => offererFunds(chain, contracts, offerer)));
  return new Map(
    distinct.map((offerer, i) => {
      const { balance, allowance } = funds[i] ?? { balance: 0n, allowance: 0n };
      return [offerer, balance < allowance ? balance : allowance];
    }),
  );
}
