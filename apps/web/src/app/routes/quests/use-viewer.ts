import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';

/** The connected wallet, and whether it is signed in: what the quest screens personalise on. */
export function useViewer() {
  const wallet = useWallet();
  const { signedIn } = useSignedIn();
  const account = wallet.status === 'connected' ? wallet.address?.toLowerCase() : undefined;
  return { account, signedIn, signedInAccount: signedIn ? account : undefined };
}
