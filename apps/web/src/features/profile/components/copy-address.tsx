import { CopyButton } from '../../../components/ui/copy-button.tsx';

/** The full address (selectable) and a button that copies it; the icon confirms for one second. */
export function CopyAddress({ address }: { address: string }) {
  return (
    <div className="flex min-w-0 items-center gap-1">
      <span className="min-w-0 font-mono text-sm break-all text-muted" title={address}>
        {address}
      </span>
      <CopyButton text={address} label="Copy address" copiedLabel="Address copied" />
    </div>
  );
}
