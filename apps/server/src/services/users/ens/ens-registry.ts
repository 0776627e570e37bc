import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { findTradingContract } from '../../trading/store/trading-contracts.ts';

/** ENS's registry has this address on Ethereum mainnet and on its test networks (Sepolia, Holesky). */
const ENS_REGISTRY = '0x00000000000c2e074ec69a0dfb2997ba6c7d2e1e';
const CHAINS_WITH_ENS = new Set([1, 11155111, 17000]);

/**
 * Where names are read on this chain: ENS_REGISTRY_ADDRESS when set; on the local chain the registry
 * the launcher deployed (`chain_contracts` 'ens_registry'); ENS's own on the chains that have it; else
 * none, and accounts are shown by profile or address only.
 */
export async function findEnsRegistry(
  db: Db,
  config: Pick<Config, 'ensRegistryAddress'>,
  chainId: number,
): Promise<`0x${string}` | null> {
  if (config.ensRegistryAddress) return config.ensRegistryAddress;
  const recorded = await findTradingContract(
    db,
    { marketplaceAddress: undefined, ethUsdFeedAddress: undefined },
    chainId,
    'ens_registry',
  );
  if (recorded) return recorded.address;
  return CHAINS_WITH_ENS.has(chainId) ? ENS_REGISTRY : null;
}
