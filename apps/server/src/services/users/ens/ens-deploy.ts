import {
  ENSRegistryAbi,
  ENSRegistryBytecode,
  PublicResolverAbi,
  PublicResolverBytecode,
  ReverseRegistrarAbi,
  ReverseRegistrarBytecode,
} from '@guardians/contracts';
import { type Abi, createWalletClient, type Hex, http, type LocalAccount, labelhash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { namehash } from 'viem/ens';
import type { ChainClient } from '../../../chain/chain-client.ts';
import { ANVIL_DEV_KEY } from '../../../chain/dev-keys.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { isLocalChain } from '../../site-config/env-settings.ts';
import { findTradingContract, recordTradingContract } from '../../trading/store/trading-contracts.ts';

export interface EnsDeployment {
  registry: `0x${string}`;
  resolver: `0x${string}`;
  reverseRegistrar: `0x${string}`;
  deployedNow: boolean;
}

const ROOT = `0x${'0'.repeat(64)}` as const;

/**
 * On the local chain, deploys a working ENS the first time (registry, public resolver, reverse
 * registrar, with `addr.reverse` given to the registrar and `eth` kept by anvil #0 for demo names)
 * and records the registry in `chain_contracts` as 'ens_registry'; the rest is found through it.
 * Idempotent like the trading contracts; null elsewhere (real chains have ENS of their own).
 */
export async function deployEns(
  db: Db,
  chain: ChainClient,
  config: Pick<Config, 'ensRegistryAddress'>,
  options: { account?: LocalAccount } = {},
): Promise<EnsDeployment | null> {
  if (config.ensRegistryAddress || !isLocalChain(chain)) return null;
  const noEnv = { marketplaceAddress: undefined, ethUsdFeedAddress: undefined };
  const recorded = await findTradingContract(db, noEnv, chain.chainId, 'ens_registry');
  if (recorded) {
    const code = await chain.public.getCode({ address: recorded.address });
    if (!code || code === '0x') {
      throw new Error(
        `DATA_DIR: the database lists the ENS registry at ${recorded.address}, but the chain has no contract there (was the chain folder removed?). Remove the whole data folder to start over.`,
      );
    }
    return { ...(await ensParts(chain, recorded.address)), registry: recorded.address, deployedNow: false };
  }
  const owner = options.account ?? privateKeyToAccount(ANVIL_DEV_KEY);
  const wallet = createWalletClient({ account: owner, transport: http(chain.rpcUrl) });
  const deploy = async (abi: Abi, bytecode: Hex, args: readonly unknown[]) => {
    const hash = await wallet.deployContract({ chain: null, abi, bytecode, args } as never);
    const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (!receipt.contractAddress) throw new Error('deploying an ENS contract returned no address');
    return { address: receipt.contractAddress.toLowerCase() as `0x${string}`, block: receipt.blockNumber };
  };
  const registry = await deploy(ENSRegistryAbi, ENSRegistryBytecode, []);
  const resolver = await deploy(PublicResolverAbi, PublicResolverBytecode, [registry.address]);
  const reverse = await deploy(ReverseRegistrarAbi, ReverseRegistrarBytecode, [
    registry.address,
    resolver.address,
  ]);
  const wiring: Array<[Hex, Hex, `0x${string}`]> = [
    [ROOT, labelhash('reverse'), owner.address],
    [namehash('reverse'), labelhash('addr'), reverse.address],
    [ROOT, labelhash('eth'), owner.address],
  ];
  for (const [node, label, to] of wiring) {
    const hash = await wallet.writeContract({
      chain: null,
      address: registry.address,
      abi: ENSRegistryAbi,
      functionName: 'setSubnodeOwner',
      args: [node, label, to],
    });
    const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error('wiring the ENS registry reverted');
  }
  await recordTradingContract(db, chain.chainId, 'ens_registry', {
    address: registry.address,
    deploymentBlock: registry.block,
  });
  return {
    registry: registry.address,
    resolver: resolver.address,
    reverseRegistrar: reverse.address,
    deployedNow: true,
  };
}

/** The registrar owns `addr.reverse`; its default resolver is the public one. */
async function ensParts(chain: ChainClient, registry: `0x${string}`) {
  const reverseRegistrar = await chain.public.readContract({
    address: registry,
    abi: ENSRegistryAbi,
    functionName: 'owner',
    args: [namehash('addr.reverse')],
  });
  const resolver = await chain.public.readContract({
    address: reverseRegistrar,
    abi: ReverseRegistrarAbi,
    functionName: 'defaultResolver',
  });
  return {
    reverseRegistrar: reverseRegistrar.toLowerCase() as `0x${string}`,
    resolver: resolver.toLowerCase() as `0x${string}`,
  };
}
