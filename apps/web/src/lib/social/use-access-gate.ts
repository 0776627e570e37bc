import { messages } from '@guardians/shared/common';
import { socialProviderLabels } from '@guardians/shared/social';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useRequireSignIn } from '../auth/use-require-sign-in.ts';
import { useSignedIn } from '../auth/use-signed-in.ts';
import { getEnv } from '../env.ts';
import { useWallet } from '../wallet/wallet-store.ts';
import { beginLink } from './begin-link.ts';
import { useAccountSocials } from './get-account-socials.ts';
import { returnToFor } from './oauth-start-url.ts';

type AccessAction = { label: string; onClick: () => void };

/** The step a visitor is at on the way to a gated action; each missing step carries its button. */
export type AccessGate =
  /** The wallet is being restored, the session or the links checked: nothing to say yet. */
  | { step: 'waiting' }
  | { step: 'connect'; action: AccessAction }
  | { step: 'sign'; action: AccessAction }
  | { step: 'link-x'; action: AccessAction }
  /** X is needed but this site cannot link it. */
  | { step: 'link-x-unavailable' }
  | { step: 'ready'; account: string; xUsername: string | null };

const x = socialProviderLabels.twitter;

/**
 * Where the viewer stands before an action that needs a signed-in wallet and, with `needsX`, a
 * linked X account. Pages word their own notice from the step; the buttons start what is missing
 * (linking X leaves the page and comes back here).
 */
export function useAccessGate({ needsX }: { needsX: boolean }): AccessGate {
  const wallet = useWallet();
  const { signedIn, checking } = useSignedIn();
  const account = signedIn && wallet.address ? wallet.address.toLowerCase() : undefined;
  const socials = useAccountSocials(needsX ? account : undefined);
  const requireSignIn = useRequireSignIn();
  const queryClient = useQueryClient();
  const location = useLocation();

  if (checking || wallet.status === 'connecting') return { step: 'waiting' };
  if (!account) {
    const connected = wallet.status === 'connected' && Boolean(wallet.address);
    const onClick = () => void requireSignIn();
    return connected
      ? { step: 'sign', action: { label: 'Sign', onClick } }
      : { step: 'connect', action: { label: messages.connectWallet, onClick } };
  }
  if (!needsX) return { step: 'ready', account, xUsername: null };
  if (socials.isPending) return { step: 'waiting' };
  const linked = socials.data?.twitter;
  if (linked) return { step: 'ready', account, xUsername: linked.username };
  if (!getEnv().socialProviders.twitter) return { step: 'link-x-unavailable' };
  return {
    step: 'link-x',
    action: {
      label: `Link ${x}`,
      onClick: () =>
        void beginLink(queryClient, { account, provider: 'twitter', returnTo: returnToFor(location) }),
    },
  };
}
