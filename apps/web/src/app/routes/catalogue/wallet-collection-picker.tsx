import { useId } from 'react';
import type { WalletContract } from '../../../features/catalogue/api/get-wallet-contracts.ts';

type PickerProps = { contracts: WalletContract[]; value: string; onChange: (address: string) => void };

/** Multi mode: which of the wallet's collections the owned tab shows (the `address` parameter). */
export function WalletCollectionPicker({ contracts, value, onChange }: PickerProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        Collection
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-full border border-card-border bg-card px-4 text-sm text-fg focus:border-gold/70"
      >
        {contracts.map((contract) => (
          <option key={contract.tokenAddress} value={contract.tokenAddress.toLowerCase()}>
            {contract.name} ({contract.count})
          </option>
        ))}
      </select>
    </div>
  );
}
