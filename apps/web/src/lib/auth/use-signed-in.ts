import { useWallet } from '../wallet/wallet-store.ts';
import { useSession } from './get-session.ts';

/**
 * Signed in means: a wallet is connected and the server's session belongs to that very account.
 * A session left over from another account does not count.
 */
export function useSignedIn(): { signedIn: boolean; checking: boolean } {
  const wallet = useWallet();
  const session = useSession(wallet.chainId, wallet.status === 'connected');
  const signedIn =
    wallet.status === 'connected' &&
    Boolean(wallet.address) &&
    session.data?.account === wallet.address?.toLowerCase();
  return { signedIn, checking: session.isFetching && !session.data };
}
