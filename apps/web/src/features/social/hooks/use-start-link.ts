import type { SocialProvider } from '@guardians/shared/social';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { beginLink } from '../../../lib/social/begin-link.ts';
import { returnToFor } from '../../../lib/social/oauth-start-url.ts';
import { getWalletState } from '../../../lib/wallet/wallet-store.ts';

/**
 * 'Connect X' / 'Link': asks for the wallet or the signature first when missing (spec 5: linking
 * needs being signed in), then leaves for the provider and comes back to this page.
 */
export function useStartLink(): (provider: SocialProvider) => Promise<boolean> {
  const requireSignIn = useRequireSignIn();
  const queryClient = useQueryClient();
  const location = useLocation();
  return useCallback(
    async (provider) => {
      if (!(await requireSignIn())) return false;
      // Read after signing: the render that made this callback may predate the connection.
      const account = getWalletState().address;
      if (!account) return false;
      return beginLink(queryClient, { account, provider, returnTo: returnToFor(location) });
    },
    [requireSignIn, queryClient, location],
  );
}
