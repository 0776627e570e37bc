import { socialProviderLabels } from '@guardians/shared/social';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRequireSignIn } from '../auth/use-require-sign-in.ts';
import { getEnv } from '../env.ts';
import { toast } from '../toast.ts';
import { getWalletState } from '../wallet/wallet-store.ts';
import { beginLink } from './begin-link.ts';
import { getAccountSocialsQueryOptions } from './get-account-socials.ts';

const label = socialProviderLabels.twitter;

export type RequireLinkedXOptions = {
  /** The info toast shown before leaving for X. */
  linkPrompt: string;
  /** Where X sends the person back (a site path with its query). */
  returnTo: string;
  /** What needs X, for the toast shown when this site cannot link X at all. */
  purpose?: string;
};

/**
 * For actions that need a signed-in wallet with X linked (the vault, its downloads): resolves with
 * the account when both hold; otherwise starts what is missing (the wallet, the signature, or
 * linking X, which leaves the page) and resolves with null. The links are read fresh from the
 * server, since another tab may have linked meanwhile.
 */
export function useRequireLinkedX(): (options: RequireLinkedXOptions) => Promise<`0x${string}` | null> {
  const requireSignIn = useRequireSignIn();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ linkPrompt, returnTo, purpose = 'The vault' }) => {
      if (!(await requireSignIn())) return null;
      const account = getWalletState().address;
      if (!account) return null;
      const socials = await queryClient
        .fetchQuery({ ...getAccountSocialsQueryOptions(account), staleTime: 0 })
        .catch(() => null);
      // Links unknown (the read failed): let the server decide rather than block the action.
      if (!socials || socials.twitter) return account;
      if (!getEnv().socialProviders.twitter) {
        toast.info(`${purpose} needs a linked ${label} account, and linking ${label} is not available yet.`);
        return null;
      }
      toast.info(linkPrompt);
      await beginLink(queryClient, { account, provider: 'twitter', returnTo });
      return null;
    },
    [requireSignIn, queryClient],
  );
}
