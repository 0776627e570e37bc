import { Link } from 'react-router';
import { Avatar, YouTag } from '../../../components/ui/person.tsx';
import { RankBadge } from '../../../components/ui/rank-badge.tsx';
import { useOwnerPerson } from '../hooks/use-owner-person.ts';
import type { OwnerRow } from '../utils/owner-row.ts';

/** On wide screens the leader stands in the middle, raised; on phones they read in rank order. */
const placement: Record<number, string> = {
  1: 'sm:order-2 sm:-translate-y-4',
  2: 'sm:order-1',
  3: 'sm:order-3',
};
const frame = (rank: number) =>
  rank === 1
    ? 'border-gold/70 bg-gold/10 shadow-[0_0_60px_-20px] shadow-gold/60'
    : 'border-card-border bg-card/80';

/** The three collectors holding the most Guardians, as cards. */
export function OwnerPodium({ rows }: { rows: OwnerRow[] }) {
  return (
    <ol aria-label="Top collectors" className="grid gap-4 sm:grid-cols-3 sm:items-end sm:pt-6">
      {rows.map((row) => (
        <PodiumPlace key={row.account} row={row} />
      ))}
    </ol>
  );
}

function PodiumPlace({ row }: { row: OwnerRow }) {
  const person = useOwnerPerson(row);
  return (
    <li className={placement[row.rank] ?? ''}>
      <Link
        to={row.href}
        data-testid="owner-row"
        className={`group flex items-center gap-4 rounded-2xl border p-4 transition-colors hover:border-gold sm:flex-col sm:p-6 sm:text-center ${frame(row.rank)}`}
      >
        <span className="relative">
          <Avatar
            src={person.image}
            initials={person.initials}
            className={
              row.rank === 1
                ? 'size-16 text-xl sm:size-24 sm:text-3xl'
                : 'size-16 text-xl sm:size-20 sm:text-2xl'
            }
          />
          <RankBadge rank={row.rank} className="absolute -right-1 -bottom-1 size-8 text-sm ring-2 ring-bg" />
        </span>
        <span className="flex min-w-0 flex-col gap-1">
          <span className="truncate text-lg font-bold text-fg group-hover:text-gold">{person.name}</span>
          {person.you && (
            <span className="self-start sm:self-center">
              <YouTag />
            </span>
          )}
          <span className="text-sm text-muted">
            <span className="font-semibold text-gold tabular-nums">{row.held}</span>{' '}
            {row.held === 1 ? 'Guardian' : 'Guardians'}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function OwnerPodiumSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 sm:grid-cols-3 sm:items-end sm:pt-6">
      {[2, 1, 3].map((rank) => (
        <div
          key={rank}
          className={`flex items-center gap-4 rounded-2xl border border-card-border bg-card/60 p-4 sm:flex-col sm:p-6 ${
            rank === 1 ? 'sm:-translate-y-4' : ''
          }`}
        >
          <span className="skeleton block size-16 rounded-full sm:size-20" />
          <span className="flex flex-col gap-2 sm:items-center">
            <span className="skeleton block h-5 w-32" />
            <span className="skeleton block h-4 w-20" />
          </span>
        </div>
      ))}
    </div>
  );
}
