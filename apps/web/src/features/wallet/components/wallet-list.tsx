import type { WalletConnector } from '../../../lib/wallet/wallet-store.ts';

type WalletListProps = {
  connectors: WalletConnector[];
  ready: boolean;
  loadFailed: boolean;
  pendingId: string | null;
  onPick: (connectorId: string) => void;
};

export function WalletList({ connectors, ready, loadFailed, pendingId, onPick }: WalletListProps) {
  if (loadFailed) {
    return (
      <p className="text-muted">
        The wallet code could not load. Check your connection and reopen this dialog.
      </p>
    );
  }
  if (!ready) {
    return (
      <p role="status" className="text-muted">
        Looking for wallets…
      </p>
    );
  }
  if (connectors.length === 0) {
    return (
      <div className="rounded-xl border border-card-border p-4">
        <p className="font-semibold">No wallet found</p>
        <p className="mt-1 text-sm text-muted">
          Install a browser wallet extension (for example MetaMask, Rabby or Coinbase Wallet), then reload
          this page.
        </p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {connectors.map((connector) => (
        <li key={connector.id}>
          <button
            type="button"
            aria-label={connector.name}
            aria-busy={pendingId === connector.id}
            disabled={pendingId !== null}
            onClick={() => onPick(connector.id)}
            className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-card-border bg-night/40 px-4 text-left font-semibold transition-colors hover:border-gold/70 hover:bg-gold/10 disabled:opacity-60"
          >
            {connector.icon ? (
              <img src={connector.icon} alt="" width={32} height={32} className="size-8 rounded-lg" />
            ) : (
              <span aria-hidden="true" className="size-8 rounded-lg bg-card-border" />
            )}
            <span className="flex-1">{connector.name}</span>
            {pendingId === connector.id && (
              <span className="text-sm font-normal text-muted">Confirm in wallet…</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
