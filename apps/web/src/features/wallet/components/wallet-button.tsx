import { messages, shortenAddress } from '@guardians/shared/common';
import { lazy, Suspense } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';
import { prefetchWalletCore } from '../../../lib/wallet/wallet-actions.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';

/**
 * Only for a connected wallet, which restores after the first paint: a visitor's first load carries
 * neither the menu nor the console link inside it.
 */
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu.tsx')).AccountMenu }));

type WalletButtonProps = {
  /** Runs before the dialog opens, e.g. to close the drawer that holds this button. */
  onBeforeConnect?: () => void;
  className?: string;
};

/** 'Connect' until a wallet is connected, then the shortened address with its menu. */
export function WalletButton({ onBeforeConnect, className = '' }: WalletButtonProps) {
  const { status, address } = useWallet();
  if (status === 'connected' && address) {
    const placeholder = (
      <span className={`${buttonClasses('outline', 'max-w-52')} ${className}`}>
        {shortenAddress(address)}
      </span>
    );
    return (
      <Suspense fallback={placeholder}>
        <AccountMenu address={address} className={className} />
      </Suspense>
    );
  }
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
