import { usePerson } from '../../../components/ui/person.tsx';
import type { OwnerRow } from '../utils/owner-row.ts';

/**
 * A collector as a person: the list's own username and picture first (it has them at once), else
 * their ENS name and avatar and the checksummed address once the identity arrives (issue 27 §2).
 */
export function useOwnerPerson(row: OwnerRow) {
  const person = usePerson(row.account);
  const named = row.name !== row.shortAddress;
  return {
    name: named ? row.name : (person.name ?? row.name),
    image: row.image ?? person.identity?.avatar ?? null,
    initials: named ? row.initials : person.initials,
    you: person.you,
  };
}
