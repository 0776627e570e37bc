import { SWAP_LEADERBOARD_PAGE_SIZE, type SwapLeaderboardEntry } from '@guardians/shared/swaps';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Person } from '../../../components/ui/person.tsx';
import { RankTable } from '../../../components/ui/rank-table.tsx';
import {
  useSwapLeaderboard,
  useSwapLeaderboardCount,
  useSwapLeaderboardPlace,
} from '../api/get-swap-leaderboard.ts';
import { formatCoins } from '../utils/coin-amounts.ts';

/** Spec 2 'swap leaderboard': who claimed most on chain, offset-paged (prev floors at 0, next stops). */
export function SwapLeaderboard({ me }: { me: string | undefined }) {
  const [offset, setOffset] = useState(0);
  const page = useSwapLeaderboard(offset);
  const count = useSwapLeaderboardCount();
  const total = count.data ?? 0;
  const isMine = (entry: SwapLeaderboardEntry) =>
    me !== undefined && entry.account.toLowerCase() === me.toLowerCase();
  // The viewer's own row stays in view above the table while the page shown does not hold it.
  const place = useSwapLeaderboardPlace(me).data;
  const pinned =
    place && !(page.data ?? []).some(isMine)
      ? { row: place, label: 'Your rank', testId: 'swap-your-rank' }
      : undefined;

  return (
    <section aria-labelledby="swap-leaderboard-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="swap-leaderboard-title" className="text-2xl font-bold text-gold">
          Swap leaderboard
        </h2>
        {count.data !== undefined && (
          <p className="text-sm text-muted">
            {total} {total === 1 ? 'collector' : 'collectors'}
          </p>
        )}
      </div>
      <RankTable
        caption="Swap leaderboard"
        rows={page.data ?? []}
        rowKey={(entry) => entry.account}
        rank={(entry) => entry.rank}
        isMine={isMine}
        pinned={pinned}
        loadingRows={page.isPending ? 3 : 0}
        notice={
          page.isError ? (
            <>
              <span role="alert" className="mr-3">
                The leaderboard could not load.
              </span>
              <Button variant="outline" onClick={() => void page.refetch()}>
                Retry
              </Button>
            </>
          ) : (
            'No data available'
          )
        }
        subject={{
          header: 'Name',
          cell: (entry) => (
            <>
              <Person
                account={entry.account}
                avatarClassName="size-7 text-[10px] max-sm:hidden"
                className="whitespace-nowrap"
              />
            </>
          ),
        }}
        columns={[
          { header: 'Total claimed', numeric: true, cell: (entry) => formatCoins(entry.totalClaimed) },
          { header: 'Claims', numeric: true, cell: (entry) => entry.claimsCount },
        ]}
      />
      <Pager
        label="Leaderboard pages"
        offset={offset}
        limit={SWAP_LEADERBOARD_PAGE_SIZE}
        total={total}
        onChange={setOffset}
      />
    </section>
  );
}
