import { EthUsdPriceFeedAbi } from '@guardians/contracts';
import type { EtherPrice } from '@guardians/shared';
import type { ChainClient } from '../../chain/chain-client.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ServiceUnavailableError } from '../../errors.ts';
import { findTradingContract } from './store/trading-contracts.ts';
import { NoPriceFeedError, PriceChainError } from './trading-errors.ts';

const ETHER_PRICE_TTL_MS = 30_000;

export interface EtherPriceReader {
  read(chainId: number | undefined): Promise<EtherPrice>;
}

/** Reads `latestRoundData` of the chain's ETH / USD feed, one answer per feed kept for 30 s. */
export function createEtherPriceReader(deps: {
  db: Db;
  chain: ChainClient;
  config: Pick<Config, 'marketplaceAddress' | 'ethUsdFeedAddress'>;
  now?: () => number;
}): EtherPriceReader {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { at: number; value: Promise<EtherPrice> }>();
  return {
    async read(chainId) {
      if (chainId !== undefined && chainId !== deps.chain.chainId) {
        throw new PriceChainError(chainId, deps.chain.chainId);
      }
      const feed = await findTradingContract(deps.db, deps.config, deps.chain.chainId, 'eth_usd_feed');
      if (!feed) throw new NoPriceFeedError();
      const hit = cache.get(feed.address);
      if (hit && now() - hit.at < ETHER_PRICE_TTL_MS) return hit.value;
      const value = readFeed(deps.chain, feed.address);
      cache.set(feed.address, { at: now(), value });
      value.catch(() => cache.delete(feed.address));
      return value;
    },
  };
}

async function readFeed(chain: ChainClient, address: `0x${string}`): Promise<EtherPrice> {
  try {
    const [decimals, round] = await Promise.all([
      chain.public.readContract({ address, abi: EthUsdPriceFeedAbi, functionName: 'decimals' }),
      chain.public.readContract({ address, abi: EthUsdPriceFeedAbi, functionName: 'latestRoundData' }),
    ]);
    const [roundId, answer, , updatedAt] = round;
    return {
      price: Number(answer) / 10 ** decimals,
      decimals,
      roundId: roundId.toString(),
      updatedAt: new Date(Number(updatedAt) * 1000).toISOString(),
    };
  } catch (cause) {
    throw new ServiceUnavailableError('The ETH / USD price feed could not be read', { cause });
  }
}
