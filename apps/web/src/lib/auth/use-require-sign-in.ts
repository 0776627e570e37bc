import { messages } from '@guardians/shared';
import { useCallback } from 'react';
import { toast } from '../toast.ts';
import { setConnectDialogOpen } from '../wallet/connect-dialog-store.ts';
import { useWallet } from '../wallet/wallet-store.ts';
import { useSignIn } from './use-sign-in.ts';
import { useSignedIn } from './use-signed-in.ts';

/**
 * Spec 4/6 gate for actions that need a signature: no wallet opens the connect dialog; a wallet
 * that has not signed gets 'Please sign signature to continue' and the sign request. Returns true
 * only when the caller may go ahead now.
 */
export function useRequireSignIn(): () => Promise<boolean> {
  const wallet = useWallet();
  const { signedIn } = useSignedIn();
  const signIn = useSignIn();
  return useCallback(async () => {
    if (signedIn) return true;
    if (wallet.status !== 'connected') {
      setConnectDialogOpen(true);
      return false;
    }
    toast.info(messages.signToContinue);
    return signIn.mutateAsync();
  }, [signedIn, wallet.status, signIn]);
}
