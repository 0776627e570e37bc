import { socialProviderLabels } from '@guardians/shared/social';
import { AccessNotice } from '../../../components/ui/access-notice.tsx';
import { useAccessGate } from '../../../lib/social/use-access-gate.ts';

const label = socialProviderLabels.twitter;

/** What a visitor still needs before downloading (spec 6), with the one button that starts it. */
export function VaultAccessNotice() {
  const gate = useAccessGate({ needsX: true });
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
      return (
        <AccessNotice>{`Downloads need a linked ${label} account, and linking ${label} is not available yet.`}</AccessNotice>
      );
    case 'link-x':
      return (
        <AccessNotice
          action={gate.action}
        >{`Link your ${label} account to download from the vault.`}</AccessNotice>
      );
  }
}
