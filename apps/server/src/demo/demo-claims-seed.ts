import { GuardianCoinClaimAbi } from '@guardians/contracts';
import { createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { ChainClient } from '../chain/chain-client.ts';
import { ANVIL_MNEMONIC } from '../chain/dev-keys.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { appendLedger } from '../services/points/points-ledger.ts';
import { COIN_TOKEN_ID } from '../services/swaps/claim-setup.ts';
import { issueVoucher, verifyVoucher } from '../services/swaps/voucher-service.ts';

/**
 * A fresh demo's swap leaderboard: the demo traders (anvil #0, #4, #8, public development keys) are
 * credited a launch reward and claim part of it on chain through the real path — a voucher from the
 * voucher service, `claim(...)` sent from their own key, the Claimed event verified.
 */
const DEMO_CLAIMS = [
  { addressIndex: 4, reward: '420', claims: ['150', '75.5'] },
  { addressIndex: 8, reward: '260', claims: ['120'] },
  { addressIndex: 0, reward: '90', claims: ['40'] },
] as const;

export async function seedDemoClaims(
  db: Db,
  chain: ChainClient,
  config: Config,
): Promise<{ claims: number }> {
  const deps = { db, chain, config };
  let claims = 0;
  for (const demo of DEMO_CLAIMS) {
    const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: demo.addressIndex });
    const address = account.address.toLowerCase();
    await appendLedger(db, {
      account: address,
      amount: demo.reward,
      reason: 'adjustment',
      note: 'Launch reward',
    });
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) });
    for (const amount of demo.claims) {
      const voucher = await issueVoucher(deps, address, {
        chainId: chain.chainId,
        amount,
        id: COIN_TOKEN_ID,
      });
      const hash = await wallet.writeContract({
        chain: null,
        address: voucher.claimContract,
        abi: GuardianCoinClaimAbi,
        functionName: 'claim',
        args: [
          voucher.signature as `0x${string}`,
          BigInt(voucher.id),
          BigInt(voucher.amountWei),
          BigInt(voucher.deadline),
        ],
      });
      await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      await verifyVoucher(deps, address, { id: voucher.id, txHash: hash });
      claims++;
    }
  }
  return { claims };
}
