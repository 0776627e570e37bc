import { Link } from 'react-router';
import { Avatar, YouTag } from '../../../components/ui/person.tsx';
import { RankBadge } from '../../../components/ui/rank-badge.tsx';
import { useOwnerPerson } from '../hooks/use-owner-person.ts';
import type { OwnerRow } from '../utils/owner-row.ts';

/** One collector below the podium: rank, avatar, name and count; the whole row opens their Forge. */
export function OwnerListRow({ row }: { row: OwnerRow }) {
  const person = useOwnerPerson(row);
  return (
    <li>
      <Link
        to={row.href}
        data-testid="owner-row"
        className="group flex min-h-16 items-center gap-3 rounded-xl border border-transparent px-3 py-2 transition-colors hover:border-card-border hover:bg-card/70 sm:gap-4 sm:px-4"
      >
        <RankBadge rank={row.rank} className="size-9 text-sm" />
        <Avatar src={person.image} initials={person.initials} className="size-11 text-sm" />
        <span className="min-w-0 flex-1 truncate font-semibold text-fg group-hover:text-gold">
          {person.name}
        </span>
        {person.you && <YouTag />}
        <span className="shrink-0 text-right text-sm text-muted">
          <span className="font-semibold text-gold tabular-nums">{row.held}</span>
          <span className="hidden sm:inline"> {row.held === 1 ? 'Guardian' : 'Guardians'}</span>
          <span className="sr-only sm:hidden"> {row.held === 1 ? 'Guardian' : 'Guardians'}</span>
        </span>
      </Link>
    </li>
  );
}

export function OwnerListRowSkeleton() {
  return (
    <li aria-hidden="true" className="flex min-h-16 items-center gap-3 px-3 py-2 sm:gap-4 sm:px-4">
      <span className="skeleton block size-9 rounded-full" />
      <span className="skeleton block size-11 rounded-full" />
      <span className="skeleton block h-4 w-40 max-w-[50%]" />
      <span className="skeleton ml-auto block h-4 w-16" />
    </li>
  );
}
