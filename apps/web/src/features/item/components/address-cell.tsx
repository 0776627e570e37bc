import { Person } from '../../../components/ui/person.tsx';
import { isZeroAddress } from '../utils/format-item.ts';

/** A party of a transfer: its Forge page, or 'Null address' for the zero address of mints and burns. */
export function AddressCell({ address }: { address: string }) {
  if (isZeroAddress(address)) return <span className="text-muted">Null address</span>;
  return <Person account={address} avatarClassName="size-6 text-[9px]" />;
}
