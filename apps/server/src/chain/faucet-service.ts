import { createWalletClient, type Hash, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../db/client.ts';
import { giftDemoTokens } from './burner-gift.ts';
import type { ChainClient } from './chain-client.ts';
import { ANVIL_DEV_KEY } from './dev-keys.ts';
import { createSerialQueue } from './faucet-queue.ts';
import { sendSignedTransaction } from './send-signed-transaction.ts';

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
  const account = privateKeyToAccount(ANVIL_DEV_KEY);
  const wallet = createWalletClient({ account, chain: chain.public.chain, transport: http(chain.rpcUrl) });
  // Signed once and sent as bytes: after a busy provider's 429 the same bytes are sent again.
  const [fees, nonce, gas] = await Promise.all([
    chain.public.estimateFeesPerGas(),
    chain.public.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    chain.public.estimateGas({ account: account.address, to: address, value: GRANT }),
  ]);
  const signed = await account.signTransaction({
    type: 'eip1559',
    chainId: chain.chainId,
    to: address,
    value: GRANT,
    gas,
    nonce,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  });
  const hash = await sendSignedTransaction(chain, wallet, signed);
  await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  return hash;
}
