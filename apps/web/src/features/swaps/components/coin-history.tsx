import type { LedgerEntry } from '@guardians/shared/quests';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { HISTORY_PAGE_SIZE, useLedger } from '../api/get-ledger.ts';
import { formatSignedCoins, ledgerLabel } from '../utils/ledger-rows.ts';

const cell = 'px-3 py-3 sm:px-4';
// aria-disabled rather than disabled: a keyboard user who pages to the end keeps focus on the button.
const pageButton =
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-transparent';

function HistoryRow({ entry }: { entry: LedgerEntry }) {
  return (
    <tr className="border-b border-card-border/60 last:border-0">
      <td className={`${cell} text-muted`}>
        <time dateTime={entry.createdAt}>{formatSpecDate(entry.createdAt)}</time>
      </td>
      <td className={`${cell} font-semibold text-fg`}>{ledgerLabel(entry)}</td>
      <td
        className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums ${
          entry.amount > 0 ? 'text-emerald-300' : 'text-muted'
        }`}
      >
        {formatSignedCoins(entry.amount)}
      </td>
    </tr>
  );
}

/** Issue 7: the owner's own ledger (earned, claimed, returned), newest first, 10 rows a page. */
export function CoinHistory({ account }: { account: string }) {
  const [offset, setOffset] = useState(0);
  const ledger = useLedger(account, offset);
  const total = ledger.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const current = Math.floor(offset / HISTORY_PAGE_SIZE) + 1;
  const items = ledger.data?.items ?? [];
  const atStart = offset === 0;
  const atEnd = current >= pages;

  // A page past the end (rows are never deleted, but a stale count could lead there) falls back to
  // the last page. The page keys this section by account, so a new wallet starts at its newest rows.
  useEffect(() => {
    if (ledger.isSuccess && total > 0 && offset >= total) setOffset((pages - 1) * HISTORY_PAGE_SIZE);
  }, [ledger.isSuccess, total, offset, pages]);

  return (
    <section aria-labelledby="coin-history-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="coin-history-title" className="text-2xl font-bold text-gold">
          Coin history
        </h2>
        {ledger.data && total > 0 && (
          <p className="text-sm text-muted">
            {total} {total === 1 ? 'entry' : 'entries'}
          </p>
        )}
      </div>
      {ledger.isError && !ledger.data ? (
        <SectionError
          what="coin history"
          onRetry={() => void ledger.refetch()}
          retrying={ledger.isFetching}
        />
      ) : ledger.isSuccess && total === 0 ? (
        <p className="rounded-2xl border border-card-border bg-card/80 px-4 py-8 text-center text-muted">
          No coin activity yet.{' '}
          <Link to="/quests" className="font-semibold text-gold underline-offset-4 hover:underline">
            Complete a quest
          </Link>{' '}
          to earn your first coins.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-card-border bg-card/80">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your coin history, newest first</caption>
            <thead className="text-xs tracking-wider text-muted uppercase">
              <tr className="border-b border-card-border">
                <th scope="col" className={`${cell} sm:w-64`}>
                  Date
                </th>
                <th scope="col" className={cell}>
                  What
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Coins
                </th>
              </tr>
            </thead>
            <tbody aria-busy={ledger.isFetching}>
              {ledger.isPending &&
                [0, 1, 2].map((i) => (
                  <tr key={i} data-testid="coin-history-skeleton" className="border-b border-card-border/60">
                    <td colSpan={3} className={cell}>
                      <Skeleton className="h-5 w-full" />
                    </td>
                  </tr>
                ))}
              {items.map((entry) => (
                <HistoryRow key={entry._id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {ledger.isError && ledger.data && (
        <SectionError
          what="coin history"
          onRetry={() => void ledger.refetch()}
          retrying={ledger.isFetching}
        />
      )}
      {pages > 1 && (
        <nav aria-label="Coin history pages" className="flex items-center justify-center gap-3">
          <Button
            variant="outline"
            className={pageButton}
            aria-disabled={atStart}
            onClick={() => !atStart && setOffset(Math.max(0, offset - HISTORY_PAGE_SIZE))}
          >
            Previous
          </Button>
          <span className="text-sm text-muted" aria-live="polite">
            Page {current} of {pages}
          </span>
          <Button
            variant="outline"
            className={pageButton}
            aria-disabled={atEnd}
            onClick={() => !atEnd && setOffset(offset + HISTORY_PAGE_SIZE)}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
