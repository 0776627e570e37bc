import { isZeroAddress } from '@guardians/shared/common';
import { Person } from './person.tsx';

/**
 * A party in an activity table (sender, receiver, seller, offerer): the person by name with their
 * Forge page, 'Null address' for the zero address of mints and burns, '—' where there is none.
 */
export function PartyCell({ address }: { address: string | null }) {
  if (address === null) return <span className="text-muted">—</span>;
  if (isZeroAddress(address)) return <span className="text-muted">Null address</span>;
  return <Person account={address} avatarClassName="size-6 text-[9px]" />;
}
