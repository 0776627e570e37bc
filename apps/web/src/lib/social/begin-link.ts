import { type SocialProvider, socialMessages } from '@guardians/shared/social';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../toast.ts';
import { getAccountSocialsQueryOptions } from './get-account-socials.ts';
import { oauthStartUrl } from './oauth-start-url.ts';

/** A full-page navigation, so the server can redirect to the provider (and tests can stub it). */
function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * For a signed-in wallet: skips (and says so) when the provider is already linked, otherwise sends
 * the browser to the provider. The check reads the server afresh: another tab may have linked it.
 * Returns true when the browser is leaving for the provider.
 */
export async function beginLink(
  queryClient: QueryClient,
  input: { account: string; provider: SocialProvider; returnTo: string },
): Promise<boolean> {
  const socials = await queryClient
    .fetchQuery({ ...getAccountSocialsQueryOptions(input.account), staleTime: 0 })
    .catch((error: unknown) => {
      // The server refuses a second link anyway (ALREADY_LINKED), so going on is safe.
      console.warn('Could not check the linked accounts', error);
      return null;
    });
  if (socials?.[input.provider]) {
    toast.info(socialMessages.alreadyLinked(input.provider));
    return false;
  }
  goTo(oauthStartUrl(input.provider, input.returnTo));
  return true;
}
