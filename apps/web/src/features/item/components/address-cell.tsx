import { shortenAddress } from '@guardians/shared/common';
import { Link } from 'react-router';
import { isZeroAddress } from '../utils/format-item.ts';

/** A party of a transfer: its Forge page, or 'Null address' for the zero address of mints and burns. */
export function AddressCell({ address }: { address: string }) {
  if (isZeroAddress(address)) return <span className="text-muted">Null address</span>;
  return (
    <Link
      to={`/forge/${address.toLowerCase()}`}
      title={address}
      className="font-mono text-fg underline decoration-gold/40 underline-offset-4 hover:text-gold"
    >
      {shortenAddress(address)}
    </Link>
  );
}
