import { useWallet } from '../wallet/wallet-store.ts';
import { useSignedIn } from './use-signed-in.ts';

/**
 * The signed-in account in lower case, or null for a visitor or a wallet that has not signed: what
 * keys the caches of the caller's own data (notifications, watchlist).
 */
export function useSignedInAccount(): string | null {
  const { address } = useWallet();
  const { signedIn } = useSignedIn();
  return signedIn && address ? address.toLowerCase() : null;
}
