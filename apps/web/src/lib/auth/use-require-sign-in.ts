import { messages } from '@guardians/shared/common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getEnv } from '../env.ts';
import { toast } from '../toast.ts';
import { setConnectDialogOpen } from '../wallet/connect-dialog-store.ts';
import { loadWalletCore } from '../wallet/wallet-actions.ts';
import { hasWalletSession } from '../wallet/wallet-session.ts';
import { getWalletState } from '../wallet/wallet-store.ts';
import { getSessionQueryOptions } from './get-session.ts';
import { useSignIn } from './use-sign-in.ts';

/**
 * Spec 4/6 gate for actions that need a signature: no wallet opens the connect dialog; a wallet
 * that has not signed gets 'Please sign signature to continue' and the sign request. Returns true
 * only when the caller may go ahead now.
 *
 * State is read when the action runs, not from the render that made the callback: a click that
 * lands while a returning visitor's wallet is still being restored waits for it (instead of
 * offering to connect a wallet that is already connected), and a session that is still loading is
 * asked for rather than signed again.
 */
export function useRequireSignIn(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  return useCallback(async () => {
    if (getWalletState().status !== 'connected' && hasWalletSession()) {
      await loadWalletCore().catch((error: unknown) => console.warn('Wallet restore failed', error));
    }
    const wallet = getWalletState();
    if (wallet.status !== 'connected' || !wallet.address) {
      setConnectDialogOpen(true);
      return false;
    }
    const chainId = wallet.chainId ?? getEnv().chainId;
    const session = await queryClient.fetchQuery(getSessionQueryOptions(chainId)).catch(() => null);
    if (session?.account === wallet.address.toLowerCase()) return true;
    toast.info(messages.signToContinue);
    return signIn.mutateAsync();
  }, [queryClient, signIn]);
}
