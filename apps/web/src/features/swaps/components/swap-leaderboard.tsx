import { shortenAddress } from '@guardians/shared/common';
import { SWAP_LEADERBOARD_PAGE_SIZE, type SwapLeaderboardEntry } from '@guardians/shared/swaps';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSwapLeaderboard, useSwapLeaderboardCount } from '../api/get-swap-leaderboard.ts';
import { formatCoins } from '../utils/coin-amounts.ts';

/** A username when the wallet has one (the server puts it in _id), else the shortened address. */
export function leaderName(entry: SwapLeaderboardEntry): string {
  return entry._id && entry._id.toLowerCase() !== entry.account.toLowerCase()
    ? entry._id
    : shortenAddress(entry.account);
}

/** Spec 2 'swap leaderboard': who claimed most on chain, offset-paged (prev floors at 0, next stops). */
export function SwapLeaderboard({ me }: { me: string | undefined }) {
  const [offset, setOffset] = useState(0);
  const page = useSwapLeaderboard(offset);
  const count = useSwapLeaderboardCount();
  const total = count.data ?? 0;
  const pages = Math.max(1, Math.ceil(total / SWAP_LEADERBOARD_PAGE_SIZE));
  const current = Math.floor(offset / SWAP_LEADERBOARD_PAGE_SIZE) + 1;
  const entries = page.data ?? [];

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
      <div className="overflow-x-auto rounded-2xl border border-card-border bg-card/80">
        <table className="w-full text-left text-sm">
          <thead className="text-xs tracking-wider text-muted uppercase">
            <tr className="border-b border-card-border">
              <th scope="col" className="w-12 px-3 py-3 sm:px-4">
                Rank
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                Name
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4 text-right">
                Total claimed
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4 text-right">
                Claims
              </th>
            </tr>
          </thead>
          <tbody aria-busy={page.isFetching}>
            {page.isPending &&
              [0, 1, 2].map((i) => (
                <tr key={i} className="border-b border-card-border/60 last:border-0">
                  <td colSpan={4} className="px-3 py-3 sm:px-4">
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))}
            {page.isError && (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center">
                  <span role="alert" className="mr-3 text-muted">
                    The leaderboard could not load.
                  </span>
                  <Button variant="outline" onClick={() => void page.refetch()}>
                    Retry
                  </Button>
                </td>
              </tr>
            )}
            {page.isSuccess && entries.length === 0 && (
              <tr>
                <td colSpan={4} className="px-3 py-8 text-center text-muted">
                  No data available
                </td>
              </tr>
            )}
            {entries.map((entry) => {
              const mine = me !== undefined && entry.account.toLowerCase() === me.toLowerCase();
              return (
                <tr
                  key={entry.account}
                  className={`border-b border-card-border/60 last:border-0 ${mine ? 'bg-gold/10' : ''}`}
                >
                  <td className="px-3 py-3 sm:px-4 font-bold text-gold">{entry.rank}</td>
                  <td className="px-3 py-3 font-semibold text-fg sm:px-4">
                    <Link
                      to={`/forge/${entry.account}`}
                      className="whitespace-nowrap hover:text-gold hover:underline"
                    >
                      {leaderName(entry)}
                    </Link>
                    {mine && <span className="ml-2 text-xs font-normal text-gold">(you)</span>}
                  </td>
                  <td className="px-3 py-3 sm:px-4 text-right tabular-nums">
                    {formatCoins(entry.totalClaimed)}
                  </td>
                  <td className="px-3 py-3 sm:px-4 text-right tabular-nums">{entry.claimsCount}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label="Leaderboard pages" className="flex items-center justify-center gap-3">
          <Button
            variant="outline"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - SWAP_LEADERBOARD_PAGE_SIZE))}
          >
            Previous
          </Button>
          <span className="text-sm text-muted">
            Page {current} of {pages}
          </span>
          <Button
            variant="outline"
            disabled={current >= pages}
            onClick={() => setOffset(offset + SWAP_LEADERBOARD_PAGE_SIZE)}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
