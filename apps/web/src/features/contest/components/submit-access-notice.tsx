import { socialProviderLabels } from '@guardians/shared/social';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { getEnv } from '../../../lib/env.ts';
import { beginLink } from '../../../lib/social/begin-link.ts';
import { useAccountSocials } from '../../../lib/social/get-account-socials.ts';
import { returnToFor } from '../../../lib/social/oauth-start-url.ts';
import { useContestViewer } from '../hooks/use-contest-viewer.ts';

const label = socialProviderLabels.twitter;

/**
 * What a person still needs before submitting (wallet, signature, linked X), with the button that
 * starts it. Shown above the form so X is linked before anything is typed: linking leaves the page.
 */
export function SubmitAccessNotice() {
  const viewer = useContestViewer();
  const socials = useAccountSocials(viewer.signedInAccount ?? undefined);
  const requireSignIn = useRequireSignIn();
  const queryClient = useQueryClient();
  const location = useLocation();

  if (viewer.checking || viewer.connecting) return null;
  const account = viewer.signedInAccount;
  if (account && (socials.isPending || socials.data?.twitter)) {
    return socials.data?.twitter ? (
      <p className="text-sm text-muted">
        Submitting as <span className="font-semibold text-fg">@{socials.data.twitter.username}</span> on{' '}
        {label}.
      </p>
    ) : null;
  }

  let text: string;
  let action: { label: string; run: () => void } | null;
  if (!account) {
    text = `To submit, ${viewer.connected ? 'sign in with your wallet' : 'connect your wallet'} and link your ${label} account: entries are credited to it.`;
    action = { label: viewer.connected ? 'Sign' : 'Connect wallet', run: () => void requireSignIn() };
  } else if (!getEnv().socialProviders.twitter) {
    text = `Submitting fan art needs a linked ${label} account, and linking ${label} is not available yet.`;
    action = null;
  } else {
    text = `Link your ${label} account to submit: your entries are credited to it.`;
    action = {
      label: `Link ${label}`,
      run: () =>
        void beginLink(queryClient, { account, provider: 'twitter', returnTo: returnToFor(location) }),
    };
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-gold/40 bg-night/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-fg">{text}</p>
      {action && (
        <Button className="shrink-0" onClick={action.run}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
