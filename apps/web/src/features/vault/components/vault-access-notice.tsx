import { socialProviderLabels } from '@guardians/shared/social';
import { AccessNotice } from '../../../components/ui/access-notice.tsx';
import { useAccessGate } from '../../../lib/social/use-access-gate.ts';
import { xLock } from '../../../lib/social/x-lock.ts';

const label = socialProviderLabels.twitter;

/** What a visitor still needs before downloading (spec 6), with the one button that starts it. */
export function VaultAccessNotice() {
  const gate = useAccessGate({ needsX: true });
  const lock = xLock('Downloading from the vault');
  // Without X on the site nothing else helps: say that, whatever else is missing.
  if (lock.locked) return <AccessNotice>{lock.reason}</AccessNotice>;
  switch (gate.step) {
    case 'waiting':
    case 'ready':
      return null;
    case 'connect':
    case 'sign':
      return (
        <AccessNotice action={gate.action}>
          {`Anyone can browse the vault. To download, ${gate.step === 'sign' ? 'sign in with your wallet' : 'connect your wallet'} and link your ${label} account.`}
        </AccessNotice>
      );
    case 'link-x-unavailable':
      return <AccessNotice>{lock.reason}</AccessNotice>;
    case 'link-x':
      return (
        <AccessNotice
          action={gate.action}
        >{`Link your ${label} account to download from the vault.`}</AccessNotice>
      );
  }
}
