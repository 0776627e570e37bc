import type { ChainClient } from '../../chain/chain-client.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ReadContext } from '../catalogue/read/read-context.ts';
import { findTradingContract } from '../trading/store/trading-contracts.ts';
import { marketplaceWeth } from './marketplace-weth.ts';
import type { OfferContracts } from './offer-chain-reads.ts';
import { NoOffersError } from './offer-errors.ts';

export interface OfferDeps {
  db: Db;
  chain: ChainClient;
  config: Pick<Config, 'marketplaceAddress' | 'ethUsdFeedAddress'>;
  read: ReadContext;
  now?: () => number;
}

/** The marketplace and its WETH; null when there is no marketplace, or one deployed before offers. */
export async function findOfferContracts(deps: OfferDeps): Promise<OfferContracts | null> {
  const marketplace = await findTradingContract(deps.db, deps.config, deps.chain.chainId, 'marketplace');
  if (!marketplace) return null;
  const weth = await marketplaceWeth(deps.chain, marketplace.address);
  return weth ? { marketplace: marketplace.address, weth } : null;
}

/** As findOfferContracts, for a write: 503 NO_OFFERS when offers are not set up. */
export async function requireOfferContracts(deps: OfferDeps): Promise<OfferContracts> {
  const contracts = await findOfferContracts(deps);
  if (!contracts) throw new NoOffersError();
  return contracts;
}
