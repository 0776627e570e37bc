import { createWalletClient, type Hash, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../db/client.ts';
import { giftDemoTokens } from './burner-gift.ts';
import type { ChainClient } from './chain-client.ts';
import { ANVIL_DEV_KEY } from './dev-keys.ts';
import { createSerialQueue } from './faucet-queue.ts';

const GRANT = parseEther('10');
const TOP_UP_BELOW = parseEther('1');
const serial = createSerialQueue();

export interface FaucetResult {
  txHash: Hash | null;
  giftedTokens: number;
}

/**
 * Sends test ether from an anvil account to a burner wallet, unless it already holds enough; a
 * wallet funded now also gets a few demo tokens. txHash is null when no transfer was needed.
 */
export function fundBurnerWallet(db: Db, chain: ChainClient, address: `0x${string}`): Promise<FaucetResult> {
  return serial(async () => {
    const txHash = await fund(chain, address);
    if (!txHash) return { txHash, giftedTokens: 0 };
    const giftedTokens = await giftDemoTokens(db, chain, address).catch(() => 0); // ether alone still helps
    return { txHash, giftedTokens };
  });
}

async function fund(chain: ChainClient, address: `0x${string}`): Promise<Hash | null> {
  const balance = await chain.public.getBalance({ address });
  if (balance >= TOP_UP_BELOW) return null;
  const wallet = createWalletClient({
    account: privateKeyToAccount(ANVIL_DEV_KEY),
    chain: chain.public.chain,
    transport: http(chain.rpcUrl),
  });
  const hash = await wallet.sendTransaction({ to: address, value: GRANT, chain: chain.public.chain });
  await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  return hash;
}
