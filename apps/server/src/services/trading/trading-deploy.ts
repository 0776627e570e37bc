import {
  EthUsdPriceFeedAbi,
  EthUsdPriceFeedBytecode,
  GuardianMarketplaceAbi,
  GuardianMarketplaceBytecode,
  WETH9Abi,
  WETH9Bytecode,
} from '@guardians/contracts';
import { and, eq } from 'drizzle-orm';
import { createWalletClient, type Hex, http, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainClient } from '../../chain/chain-client.ts';
import { ANVIL_DEV_KEY } from '../../chain/dev-keys.ts';
import type { Db } from '../../db/client.ts';
import { type ChainContractKind, chainContracts } from '../../db/schema/index.ts';
import { isLocalChain } from '../site-config/env-settings.ts';
import { recordTradingContract } from './store/trading-contracts.ts';

/** The contracts this module deploys (the coin claim has its own deployer in services/swaps). */
type TradingContractKind = Exclude<ChainContractKind, 'coin_claim' | 'ens_registry'>;

/** Marketplace fee on the dev chain: 250 basis points = 2.5 %. */
const DEV_MARKETPLACE_FEE_BPS = 250n;
/** The dev feed's first answer: 3,000 USD per ETH with the feed's 8 decimals. */
const DEV_ETH_USD_ANSWER = 3000n * 10n ** 8n;

export interface DeployedTradingContract {
  kind: TradingContractKind;
  address: `0x${string}`;
  deployedNow: boolean;
}

/**
 * On the local chain, deploys GuardianMarketplace (owner and fee recipient anvil #0, 2.5 %, paying offers
 * in a WETH9 deployed just before it) and the ETH / USD feed the first time, and records them in
 * `chain_contracts`. Idempotent: a recorded
 * contract whose code is still on chain is kept. `account` lets tests deploy from their own account.
 */
export async function deployTradingContracts(
  db: Db,
  chain: ChainClient,
  options: { account?: LocalAccount } = {},
): Promise<DeployedTradingContract[]> {
  if (!isLocalChain(chain)) return [];
  const account = options.account ?? privateKeyToAccount(ANVIL_DEV_KEY);
  const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) });
  const deployers: Record<TradingContractKind, () => Promise<Hex>> = {
    // Offers are paid in the WETH the marketplace is built with; it is read back with `weth()`.
    marketplace: async () => {
      const weth = await deployedAddress(
        chain,
        await wallet.deployContract({ chain: null, abi: WETH9Abi, bytecode: WETH9Bytecode }),
      );
      return wallet.deployContract({
        chain: null,
        abi: GuardianMarketplaceAbi,
        bytecode: GuardianMarketplaceBytecode,
        args: [account.address, account.address, DEV_MARKETPLACE_FEE_BPS, weth],
      });
    },
    eth_usd_feed: () =>
      wallet.deployContract({
        chain: null,
        abi: EthUsdPriceFeedAbi,
        bytecode: EthUsdPriceFeedBytecode,
        args: [DEV_ETH_USD_ANSWER, account.address],
      }),
  };
  const result: DeployedTradingContract[] = [];
  for (const kind of ['marketplace', 'eth_usd_feed'] as const) {
    const [row] = await db
      .select({ address: chainContracts.address })
      .from(chainContracts)
      .where(and(eq(chainContracts.chainId, chain.chainId), eq(chainContracts.kind, kind)))
      .limit(1);
    if (row) {
      const address = row.address as `0x${string}`;
      const code = await chain.public.getCode({ address });
      if (!code || code === '0x') {
        throw new Error(
          `DATA_DIR: the database lists the ${kind} contract at ${address}, but the chain has no contract there (was the chain folder removed?). Remove the whole data folder to start over.`,
        );
      }
      result.push({ kind, address, deployedNow: false });
      continue;
    }
    const hash = await deployers[kind]();
    const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (!receipt.contractAddress) throw new Error(`deploying the ${kind} contract returned no address`);
    const address = receipt.contractAddress.toLowerCase() as `0x${string}`;
    await recordTradingContract(db, chain.chainId, kind, { address, deploymentBlock: receipt.blockNumber });
    result.push({ kind, address, deployedNow: true });
  }
  return result;
}

async function deployedAddress(chain: ChainClient, hash: Hex): Promise<`0x${string}`> {
  const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error('deploying the WETH contract returned no address');
  return receipt.contractAddress;
}
