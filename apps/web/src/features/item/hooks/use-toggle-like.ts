import { REACTION_MESSAGES } from '@guardians/shared/reactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { getEnv } from '../../../lib/env.ts';
import { beginLink } from '../../../lib/social/begin-link.ts';
import { returnToFor } from '../../../lib/social/oauth-start-url.ts';
import { toast } from '../../../lib/toast.ts';
import { getWalletState, useWallet } from '../../../lib/wallet/wallet-store.ts';
import type { NftKey } from '../api/get-nft.ts';
import { getNftReactionsQueryOptions } from '../api/get-nft-reactions.ts';
import { updateNftReaction } from '../api/update-nft-reaction.ts';

/**
 * Spec 4 'Like/love', in the spec's order: no wallet -> connect dialog; not signed -> 'Please sign
 * signature to continue' and the signature; no X linked (the server answers X_NOT_LINKED) -> X
 * sign-in, coming back to this page; otherwise the like flips and the counts refresh.
 */
export function useToggleLike(nft: NftKey) {
  const requireSignIn = useRequireSignIn();
  const queryClient = useQueryClient();
  const location = useLocation();
  const wallet = useWallet();
  return useMutation({
    mutationFn: async (active: boolean) => {
      if (!(await requireSignIn())) return null;
      const account = getWalletState().address;
      if (!account) return null;
      try {
        return await updateNftReaction(nft, { type: 'like', active, chainId: wallet.chainId });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'X_NOT_LINKED') {
          if (!getEnv().socialProviders.twitter) {
            toast.info(`${REACTION_MESSAGES.xNotLinked}; linking X is not available on this site yet.`);
            return null;
          }
          toast.info(`${REACTION_MESSAGES.xNotLinked}.`);
          await beginLink(queryClient, { account, provider: 'twitter', returnTo: returnToFor(location) });
          return null;
        }
        throw error;
      }
    },
    onSuccess: (data) => {
      if (!data) return;
      const account = getWalletState().address;
      queryClient.setQueryData(getNftReactionsQueryOptions(nft, account).queryKey, data);
      // Grids and the liked tab carry counts too.
      void queryClient.invalidateQueries({ queryKey: [keyRoots.collectionItems] });
      void queryClient.invalidateQueries({ queryKey: [keyRoots.likedItems] });
    },
    onError: (error) => {
      toast.error(error instanceof ApiError ? error.message : 'Could not save your like. Please try again.');
    },
  });
}
