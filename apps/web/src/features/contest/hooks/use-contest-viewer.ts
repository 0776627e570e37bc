import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';

/** Who is looking: the connected wallet, and the account only once it has signed in. */
export function useContestViewer() {
  const wallet = useWallet();
  const { signedIn, checking } = useSignedIn();
  const connected = wallet.status === 'connected' && Boolean(wallet.address);
  const account = signedIn && wallet.address ? wallet.address.toLowerCase() : null;
  return { connected, connecting: wallet.status === 'connecting', checking, signedInAccount: account };
}
