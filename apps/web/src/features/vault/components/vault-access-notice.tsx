import { socialProviderLabels } from '@guardians/shared/social';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { getEnv } from '../../../lib/env.ts';
import { beginLink } from '../../../lib/social/begin-link.ts';
import { useAccountSocials } from '../../../lib/social/get-account-socials.ts';
import { returnToFor } from '../../../lib/social/oauth-start-url.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';

const label = socialProviderLabels.twitter;

/** What a visitor still needs before downloading (spec 6), with the one button that starts it. */
export function VaultAccessNotice() {
  const wallet = useWallet();
  const { signedIn, checking } = useSignedIn();
  const socials = useAccountSocials(signedIn ? wallet.address : undefined);
  const requireSignIn = useRequireSignIn();
  const queryClient = useQueryClient();
  const location = useLocation();

  if (checking || wallet.status === 'connecting') return null;
  if (signedIn && (socials.isPending || socials.data?.twitter)) return null;

  let text: string;
  let action: { label: string; run: () => void } | null;
  if (!signedIn) {
    const connected = wallet.status === 'connected';
    text = `Anyone can browse the vault. To download, ${connected ? 'sign in with your wallet' : 'connect your wallet'} and link your ${label} account.`;
    action = { label: connected ? 'Sign' : 'Connect wallet', run: () => void requireSignIn() };
  } else if (!getEnv().socialProviders.twitter) {
    text = `Downloads need a linked ${label} account, and linking ${label} is not available yet.`;
    action = null;
  } else {
    text = `Link your ${label} account to download from the vault.`;
    const account = wallet.address as string;
    action = {
      label: `Link ${label}`,
      run: () =>
        void beginLink(queryClient, { account, provider: 'twitter', returnTo: returnToFor(location) }),
    };
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-gold/40 bg-card/80 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <p className="text-fg">{text}</p>
      {action && (
        <Button className="shrink-0" onClick={action.run}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
