import { socialProviderLabels } from '@guardians/shared/social';
import { AccessNotice } from '../../../components/ui/access-notice.tsx';
import { useAccessGate } from '../../../lib/social/use-access-gate.ts';
import { xLock } from '../../../lib/social/x-lock.ts';

const label = socialProviderLabels.twitter;

/**
 * What a person still needs before submitting (wallet, signature, linked X), with the button that
 * starts it. Shown above the form so X is linked before anything is typed: linking leaves the page.
 */
export function SubmitAccessNotice() {
  const gate = useAccessGate({ needsX: true });
  const lock = xLock('Submitting fan art');
  // Without X on the site nothing else helps: say that, whatever else is missing.
  if (lock.locked) return <AccessNotice>{lock.reason}</AccessNotice>;
  switch (gate.step) {
    case 'waiting':
      return null;
    case 'ready':
      return gate.xUsername ? (
        <p className="text-sm text-muted">
          Submitting as <span className="font-semibold text-fg">@{gate.xUsername}</span> on {label}.
        </p>
      ) : null;
    case 'connect':
    case 'sign':
      return (
        <AccessNotice action={gate.action}>
          {`To submit, ${gate.step === 'sign' ? 'sign in with your wallet' : 'connect your wallet'} and link your ${label} account: entries are credited to it.`}
        </AccessNotice>
      );
    case 'link-x-unavailable':
      return <AccessNotice>{lock.reason}</AccessNotice>;
    case 'link-x':
      return (
        <AccessNotice action={gate.action}>
          {`Link your ${label} account to submit: your entries are credited to it.`}
        </AccessNotice>
      );
  }
}
