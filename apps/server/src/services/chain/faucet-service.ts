import { createWalletClient, type Hash, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainClient } from '../../chain/chain-client.ts';
import { createSerialQueue } from './faucet-queue.ts';

/** anvil's first default account: a well-known development key, only ever used on the local chain. */
const ANVIL_FUNDER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const GRANT = parseEther('10');
const TOP_UP_BELOW = parseEther('1');
const serial = createSerialQueue();

/**
 * Sends test ether from an anvil account to a burner wallet, unless it already holds enough.
 * Returns the transaction hash, or null when no transfer was needed.
 */
export function fundBurnerWallet(chain: ChainClient, address: `0x${string}`): Promise<Hash | null> {
  return serial(() => fund(chain, address));
}

async function fund(chain: ChainClient, address: `0x${string}`): Promise<Hash | null> {
  const balance = await chain.public.getBalance({ address });
  if (balance >= TOP_UP_BELOW) return null;
  const wallet = createWalletClient({
    account: privateKeyToAccount(ANVIL_FUNDER_KEY),
    chain: chain.public.chain,
    transport: http(chain.rpcUrl),
  });
  const hash = await wallet.sendTransaction({ to: address, value: GRANT, chain: chain.public.chain });
  await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  return hash;
}
