import { messages } from '@guardians/shared/common';
import { AccessNotice } from '../../../components/ui/access-notice.tsx';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';

/** Spec 2 not-logged-in screen: /forge without an address and without a wallet. */
export function ForgeConnectPrompt() {
  return (
    <AccessNotice
      layout="page"
      title="The Forge"
      action={{ label: messages.connectWallet, onClick: () => setConnectDialogOpen(true) }}
    >
      Connect your wallet to see your profile, choose your Guardian and gather your shields.
    </AccessNotice>
  );
}
