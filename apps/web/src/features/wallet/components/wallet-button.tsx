import { messages } from '@guardians/shared/common';
import { Button } from '../../../components/ui/button.tsx';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';
import { prefetchWalletCore } from '../../../lib/wallet/wallet-actions.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { AccountMenu } from './account-menu.tsx';

type WalletButtonProps = {
  /** Runs before the dialog opens, e.g. to close the drawer that holds this button. */
  onBeforeConnect?: () => void;
  className?: string;
};

/** 'Connect' until a wallet is connected, then the shortened address with its menu. */
export function WalletButton({ onBeforeConnect, className = '' }: WalletButtonProps) {
  const { status, address } = useWallet();
  if (status === 'connected' && address) return <AccountMenu address={address} className={className} />;
  return (
    <Button
      className={className}
      // The label stays 'Connect' while a stored session reconnects: people (and tests) look for it.
      aria-busy={status === 'connecting'}
      // Intent to click: fetch the wallet code now so the dialog lists wallets without a wait.
      onPointerEnter={prefetchWalletCore}
      onFocus={prefetchWalletCore}
      onClick={() => {
        onBeforeConnect?.();
        setConnectDialogOpen(true);
      }}
    >
      {messages.connect}
    </Button>
  );
}
