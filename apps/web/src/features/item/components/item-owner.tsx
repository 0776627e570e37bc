import { shortenAddress } from '@guardians/shared/common';
import { Link } from 'react-router';

/** 'Owned by 0x12…abcd', linking to the owner's Forge page; a burned token has no owner. */
export function ItemOwner({ owner }: { owner: string | null }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-semibold tracking-wider text-muted uppercase">Owned by</span>
      {owner ? (
        <Link
          to={`/forge/${owner.toLowerCase()}`}
          className="-mx-1 inline-flex min-h-11 items-center self-start rounded-md px-1 font-mono text-lg text-fg underline decoration-gold/50 underline-offset-4 hover:text-gold"
          title={owner}
        >
          {shortenAddress(owner)}
        </Link>
      ) : (
        <span className="inline-flex min-h-11 items-center text-lg text-muted">No owner (burned)</span>
      )}
    </div>
  );
}
