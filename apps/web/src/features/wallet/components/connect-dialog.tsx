import { useEffect, useId, useState } from 'react';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { setConnectDialogOpen, useConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';
import { connectWallet, loadWalletCore } from '../../../lib/wallet/wallet-actions.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { WalletList } from './wallet-list.tsx';

/** EIP-1193 code 4001: the person said no in their wallet. */
function describeConnectError(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 4001) return 'The request was rejected in your wallet. Try again when ready.';
  const message =
    typeof error === 'object' &&
    error !== null &&
    'shortMessage' in error &&
    typeof error.shortMessage === 'string'
      ? error.shortMessage
      : 'The wallet could not connect.';
  return `${message} Please try again.`;
}

/** Our own wallet picker: every wallet the browser announced (EIP-6963), no third-party modal kit. */
export function ConnectDialog() {
  const open = useConnectDialogOpen();
  const wallet = useWallet();
  const headingId = useId();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const close = () => setConnectDialogOpen(false);

  useEffect(() => {
    if (!open) return;
    setError(null);
    setLoadFailed(false);
    // Opening the dialog is the on-demand trigger for the wallet code, if idle time has not come yet.
    loadWalletCore().catch(() => setLoadFailed(true));
  }, [open]);

  useEffect(() => {
    if (open && wallet.status === 'connected') setConnectDialogOpen(false);
  }, [open, wallet.status]);

  async function pick(connectorId: string) {
    setPendingId(connectorId);
    setError(null);
    try {
      await connectWallet(connectorId);
    } catch (cause) {
      console.warn('Wallet connection failed', cause);
      setError(describeConnectError(cause));
    } finally {
      setPendingId(null);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      labelledBy={headingId}
      className="w-full rounded-t-2xl border p-6 sm:max-w-md sm:rounded-2xl"
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-gold">
          Connect a wallet
        </h2>
        <CloseButton label="Close" onClick={close} className="-mr-2" />
      </div>
      <WalletList
        connectors={wallet.connectors}
        ready={wallet.ready}
        loadFailed={loadFailed}
        pendingId={pendingId}
        onPick={pick}
      />
      <p role="alert" className="mt-4 min-h-6 text-sm text-[#ff9b8a]">
        {error}
      </p>
    </Modal>
  );
}
