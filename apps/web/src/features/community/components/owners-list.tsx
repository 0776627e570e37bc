import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { useOwners } from '../api/get-owners.ts';
import { toOwnerRow } from '../utils/owner-row.ts';
import { OwnerListRow, OwnerListRowSkeleton } from './owner-list-row.tsx';
import { OwnerPodium, OwnerPodiumSkeleton } from './owner-podium.tsx';

const PODIUM = 3;

/**
 * The collectors, most Guardians first: the first three on a podium, the rest as rows, 25 a page.
 * The next page loads when the sentinel below is half visible (spec 4); the button does the same
 * for anyone who does not scroll.
 */
export function OwnersList() {
  const query = useOwners();
  const { isFetchingNextPage } = query;
  const pages = query.data?.pages ?? [];

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading collectors" className="flex flex-col gap-8">
        <OwnerPodiumSkeleton />
        <ul className="flex flex-col gap-1">
          {[0, 1, 2, 3, 4].map((i) => (
            <OwnerListRowSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  }
  if (query.isError && pages.length === 0) {
    return (
      <SectionError what="collectors" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }

  const rows = pages.flatMap((page) => page.items).map(toOwnerRow);
  const total = pages[0]?.total ?? 0;
  if (rows.length === 0) return <OwnersEmpty />;
  const podium = rows.filter((row) => row.rank <= PODIUM);
  const rest = rows.filter((row) => row.rank > PODIUM);

  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {rows.length} of {total} {total === 1 ? 'collector' : 'collectors'}
      </p>
      {podium.length > 0 && <OwnerPodium rows={podium} />}
      {rest.length > 0 && (
        <ol
          aria-label="Collectors"
          className="flex flex-col gap-1 rounded-2xl border border-card-border bg-card/40 p-2"
        >
          {rest.map((row) => (
            <OwnerListRow key={row.account} row={row} />
          ))}
          {isFetchingNextPage && [0, 1, 2].map((i) => <OwnerListRowSkeleton key={`loading-${i}`} />)}
        </ol>
      )}
      <LoadMore query={query} pageCount={pages.length} what="more collectors" />
    </div>
  );
}

function OwnersEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-card-border bg-card/60 px-6 py-14 text-center">
      <h2 className="text-2xl font-bold text-gold">No collectors yet</h2>
      <p className="max-w-md text-muted">
        Nobody holds a Guardian yet. The first to collect one opens this hall of fame.
      </p>
      <Link to="/explore" className={buttonClasses('primary', 'px-6')}>
        Explore the collection
      </Link>
    </div>
  );
}
