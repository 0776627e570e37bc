import { LEADERBOARD_PAGE_SIZE, questMessages } from '@guardians/shared/quests';
import { Button } from '../../../components/ui/button.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { useSentinel } from '../../../lib/use-sentinel.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { leaderboardRows } from '../utils/leaderboard.ts';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { QuestsEmpty } from './quests-empty.tsx';

/**
 * The full leaderboard: 25 a page, the next one loading when the sentinel under the table is half
 * visible and the current page is below the total pages (spec 4). The button is the same action
 * for anyone who does not scroll.
 */
export function LeaderboardFull({ viewer }: { viewer?: string | undefined }) {
  const query = useLeaderboard();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = query.data?.pages ?? [];
  const canLoad = hasNextPage && !isFetchingNextPage && !query.isError;
  const sentinel = useSentinel<HTMLDivElement>(() => void fetchNextPage(), canLoad, pages.length);

  if (query.isPending) {
    return <LeaderboardTable rows={[]} caption="Leaderboard" loadingRows={8} />;
  }
  if (query.isError && pages.length === 0) {
    return (
      <SectionError what="leaderboard" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const rows = leaderboardRows(pages.flatMap((page) => page.items));
  const total = pages[0]?.total ?? 0;
  if (rows.length === 0) return <QuestsEmpty>{questMessages.noData}</QuestsEmpty>;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {rows.length} of {total} collectors
      </p>
      <LeaderboardTable
        rows={rows}
        caption="Leaderboard"
        viewer={viewer}
        loadingRows={isFetchingNextPage ? Math.min(LEADERBOARD_PAGE_SIZE, 5) : 0}
      />
      <div
        ref={sentinel}
        data-testid="leaderboard-sentinel"
        className="flex min-h-16 items-center justify-center"
      >
        {query.isFetchNextPageError ? (
          <SectionError
            what="more collectors"
            onRetry={() => void fetchNextPage()}
            retrying={isFetchingNextPage}
          />
        ) : hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        ) : (
          <p className="text-sm text-muted">That is everyone. Complete a quest to join them.</p>
        )}
      </div>
    </div>
  );
}
