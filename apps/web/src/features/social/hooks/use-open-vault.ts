import { socialProviderLabels } from '@guardians/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { getEnv } from '../../../lib/env.ts';
import { beginLink } from '../../../lib/social/begin-link.ts';
import { getAccountSocialsQueryOptions } from '../../../lib/social/get-account-socials.ts';
import { returnToFor } from '../../../lib/social/oauth-start-url.ts';
import { toast } from '../../../lib/toast.ts';
import { getWalletState } from '../../../lib/wallet/wallet-store.ts';

export const VAULT_PATH = '/vault';
const label = socialProviderLabels.twitter;

/**
 * Spec 2/6: the vault opens only for a signed-in wallet with X linked. Whatever is missing is
 * started instead: the wallet or the signature, else linking X, which comes back with
 * `?vault=true` so the vault opens by itself once X is linked.
 */
export function useOpenVault(): () => Promise<void> {
  const requireSignIn = useRequireSignIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    if (!(await requireSignIn())) return;
    const account = getWalletState().address;
    if (!account) return;
    const socials = await queryClient
      .fetchQuery({ ...getAccountSocialsQueryOptions(account), staleTime: 0 })
      .catch(() => null);
    if (socials?.twitter) {
      await navigate(VAULT_PATH);
      return;
    }
    if (!getEnv().socialProviders.twitter) {
      toast.info(`The vault needs a linked ${label} account, and linking ${label} is not available yet.`);
      return;
    }
    toast.info(`Link your ${label} account to open the vault.`);
    const returnTo = returnToFor(location, { vault: 'true' });
    await beginLink(queryClient, { account, provider: 'twitter', returnTo });
  }, [requireSignIn, queryClient, navigate, location]);
}
