import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { hasWalletSession } from '../../../lib/wallet/wallet-session.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { useOpenVault } from '../hooks/use-open-vault.ts';

/** True once we know whether a wallet is connected and signed (a returning wallet reconnects first). */
function useAccessSettled(): boolean {
  const wallet = useWallet();
  const { checking } = useSignedIn();
  if (wallet.status === 'connecting' || checking) return false;
  return wallet.status === 'connected' || wallet.ready || !hasWalletSession();
}

/**
 * The owner's 'Vault' button (spec 2). `?vault=true` on the page does the same once, on arrival,
 * as soon as the wallet state is known.
 */
export function VaultButton() {
  const openVault = useOpenVault();
  const [params] = useSearchParams();
  const settled = useAccessSettled();
  const autoStarted = useRef(false);
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      await openVault();
    } finally {
      setBusy(false);
    }
  }

  const requested = params.get('vault') === 'true';
  useEffect(() => {
    if (!requested || !settled || autoStarted.current) return;
    autoStarted.current = true;
    void openVault();
  }, [requested, settled, openVault]);

  return (
    <Button variant="outline" aria-busy={busy} disabled={busy} onClick={() => void run()}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 text-gold"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="12" cy="12" r="3" />
        <path d="M12 9V7M12 17v-2M7 20v1M17 20v1" strokeLinecap="round" />
      </svg>
      Vault
    </Button>
  );
}
