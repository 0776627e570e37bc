import { Person } from '../../../components/ui/person.tsx';

/** 'Owned by 0x12…abcd', linking to the owner's Forge page; a burned token has no owner. */
export function ItemOwner({ owner }: { owner: string | null }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-semibold tracking-wider text-muted uppercase">Owned by</span>
      {owner ? (
        <Person
          account={owner}
          avatarClassName="size-9 text-xs"
          className="-mx-1 min-h-11 self-start rounded-md px-1 text-lg"
        />
      ) : (
        <span className="inline-flex min-h-11 items-center text-lg text-muted">No owner (burned)</span>
      )}
    </div>
  );
}
