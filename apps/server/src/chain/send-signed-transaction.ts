import { type Hash, type Hex, keccak256, type WalletClient } from 'viem';
import type { ChainClient } from './chain-client.ts';
import { isProviderBusy, retryAfterMs } from './provider-busy.ts';

/** A visitor is waiting: a longer Retry-After fails the send, and the route answers 503. */
const MAX_WAIT_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends signed bytes, again when the provider was busy (viem never retries a send). Resending the
 * same bytes is safe: they have one hash and one nonce, so they are mined once at most; a send whose
 * answer was lost shows up by its hash (decision 0079).
 */
export async function sendSignedTransaction(
  chain: ChainClient,
  wallet: WalletClient,
  serializedTransaction: Hex,
): Promise<Hash> {
  const hash = keccak256(serializedTransaction);
  for (let attempt = 0; ; attempt++) {
    try {
      return await wallet.sendRawTransaction({ serializedTransaction });
    } catch (error) {
      const known = await chain.public.getTransaction({ hash }).then(
        () => true,
        () => false,
      );
      if (known) return hash;
      if (attempt >= 2 || !isProviderBusy(error)) throw error;
      await sleep(Math.min(retryAfterMs(error) ?? 250 * 2 ** attempt, MAX_WAIT_MS));
    }
  }
}
