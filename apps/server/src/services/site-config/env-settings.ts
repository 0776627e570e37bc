import { type EnvSettings, LOCAL_CHAIN_ID } from '@guardians/shared';
import type { ChainClient } from '../../chain/chain-client.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { getDefaultCollectionAddress } from '../catalogue/default-collection.ts';
import { settingsWeth } from '../offers/marketplace-weth.ts';
import { findTradingContract } from '../trading/store/trading-contracts.ts';

/** anvil's (and hardhat's) development chain: the only one with a faucet and a burner wallet. */
export function isLocalChain(chain: ChainClient): boolean {
  return chain.chainId === LOCAL_CHAIN_ID;
}

/**
 * What the browser needs to talk to us and to the chain; read per request so it is never stale
 * (the marketplace's WETH is read from the chain once per marketplace and remembered).
 */
export async function getEnvSettings(
  db: Db,
  config: Config,
  chain: ChainClient,
  log?: Logger,
): Promise<EnvSettings> {
  const defaultTokenAddress = await getDefaultCollectionAddress(
    db,
    chain.chainId,
    config.defaultTokenAddress,
  );
  const [marketplace, ethUsdFeed] = await Promise.all([
    findTradingContract(db, config, chain.chainId, 'marketplace'),
    findTradingContract(db, config, chain.chainId, 'eth_usd_feed'),
  ]);
  const weth = marketplace ? await settingsWeth(chain, marketplace.address, log) : null;
  return {
    apiUrl: '', // same origin; paths already start with /api
    chainId: chain.chainId,
    chainName: config.chainName,
    rpcUrl: config.publicRpcUrl ?? chain.rpcUrl,
    blockExplorerUrl: config.blockExplorerUrl,
    cdnBaseUrl: config.cdnBaseUrl,
    cdnAssetsVersion: config.cdnAssetsVersion,
    defaultTokenAddress: defaultTokenAddress as `0x${string}` | null,
    localChain: isLocalChain(chain),
    marketplaceAddress: marketplace?.address ?? null,
    wethAddress: weth,
    ethUsdFeedAddress: ethUsdFeed?.address ?? null,
    socialProviders: {
      twitter: config.social.providers.twitter !== undefined,
      discord: config.social.providers.discord !== undefined,
    },
  };
}
