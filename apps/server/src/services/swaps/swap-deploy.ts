import { GuardianCoinClaimAbi, GuardianCoinClaimBytecode } from '@guardians/contracts';
import { createWalletClient, http, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainClient } from '../../chain/chain-client.ts';
import { ANVIL_DEV_KEY } from '../../chain/dev-keys.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isLocalChain } from '../site-config/env-settings.ts';
import { recordTradingContract } from '../trading/store/trading-contracts.ts';
import { claimSigner } from './claim-signer.ts';
import { findCoinClaim } from './coin-claim-contract.ts';

/** The dev chain's coin: Animecoin (ANIME), at most 10,000 coins per account and day. */
export const DEV_COIN = {
  name: 'Animecoin',
  symbol: 'ANIME',
  maxClaim: 10_000n * 10n ** 18n,
  claimPeriod: 24n * 3600n,
} as const;

/**
 * On the local chain, deploys GuardianCoinClaim (owner anvil #0, signer from the configuration) the
 * first time and records it in `chain_contracts` as 'coin_claim'. Idempotent like the trading
 * contracts. Elsewhere answers CLAIM_CONTRACT_ADDRESS, or null when claims are not set up.
 * `account` lets tests deploy from their own account.
 */
export async function deployCoinClaim(
  db: Db,
  chain: ChainClient,
  config: Pick<Config, 'claimContractAddress' | 'claimSignerKey'>,
  options: { account?: LocalAccount } = {},
): Promise<{ address: `0x${string}`; deployedNow: boolean } | null> {
  if (config.claimContractAddress) return { address: config.claimContractAddress, deployedNow: false };
  const signer = claimSigner(config);
  if (!isLocalChain(chain) || !signer) return null;
  const recorded = await findCoinClaim(db, config, chain.chainId);
  if (recorded) {
    const code = await chain.public.getCode({ address: recorded.address });
    if (!code || code === '0x') {
      throw new Error(
        `DATA_DIR: the database lists the coin claim contract at ${recorded.address}, but the chain has no contract there (was the chain folder removed?). Remove the whole data folder to start over.`,
      );
    }
    return { address: recorded.address, deployedNow: false };
  }
  const owner = options.account ?? privateKeyToAccount(ANVIL_DEV_KEY);
  const wallet = createWalletClient({ account: owner, transport: http(chain.rpcUrl) });
  const hash = await wallet.deployContract({
    chain: null,
    abi: GuardianCoinClaimAbi,
    bytecode: GuardianCoinClaimBytecode,
    args: [
      owner.address,
      signer.address,
      DEV_COIN.maxClaim,
      DEV_COIN.claimPeriod,
      DEV_COIN.name,
      DEV_COIN.symbol,
    ],
  });
  const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error('deploying the coin claim contract returned no address');
  const address = receipt.contractAddress.toLowerCase() as `0x${string}`;
  await recordTradingContract(db, chain.chainId, 'coin_claim', {
    address,
    deploymentBlock: receipt.blockNumber,
  });
  return { address, deployedNow: true };
}
