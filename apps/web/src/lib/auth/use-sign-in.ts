import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getEnv } from '../env.ts';
import { signWalletMessage } from '../wallet/wallet-actions.ts';
import { getWalletState } from '../wallet/wallet-store.ts';
import { getLoginMessage } from './get-login-message.ts';
import { getSessionQueryOptions } from './get-session.ts';
import { login } from './login.ts';

const MESSAGE_LIFETIME_SECONDS = 10 * 60;

/**
 * Spec 4 sign-in: fetch a message for the chain and a deadline, have the wallet sign it, create the
 * session (201), then verify. A failure (the wallet refused, the server said no) is silent: the
 * result is simply `false` and the 'Sign' button stays.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sign-in'],
    mutationFn: async (): Promise<boolean> => {
      // Read now: the wallet may have connected after the render that made this mutation.
      const { address, chainId = getEnv().chainId } = getWalletState();
      if (!address) return false;
      try {
        const deadline = Math.floor(Date.now() / 1000) + MESSAGE_LIFETIME_SECONDS;
        const message = await getLoginMessage({ chainId, deadline, account: address });
        const signature = await signWalletMessage(message);
        await login({ chainId, account: address, signature, deadline, message });
        return true;
      } catch (error) {
        console.info('Sign-in did not complete', error);
        return false;
      } finally {
        await queryClient.invalidateQueries({ queryKey: getSessionQueryOptions(chainId).queryKey });
      }
    },
  });
}
