import { LEADERBOARD_PAGE_SIZE, questMessages } from '@guardians/shared/quests';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { useLeaderboard, useLeaderboardPlace } from '../api/get-leaderboard.ts';
import { leaderboardRows } from '../utils/leaderboard.ts';
import { LeaderboardTable } from './leaderboard-table.tsx';

/**
 * The full leaderboard: 25 a page, the next one loading when the sentinel under the table is half
 * visible and the current page is below the total pages (spec 4). The button is the same action
 * for anyone who does not scroll.
 */
export function LeaderboardFull({ viewer }: { viewer?: string | undefined }) {
  const query = useLeaderboard();
  const mine = useLeaderboardPlace(viewer).data;
  const { isFetchingNextPage } = query;
  const pages = query.data?.pages ?? [];

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
  if (rows.length === 0) {
    return <LeaderboardTable rows={[]} caption="Leaderboard" empty={questMessages.noData} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {rows.length} of {total} collectors
      </p>
      <LeaderboardTable
        rows={rows}
        caption="Leaderboard"
        viewer={viewer}
        mine={mine}
        loadingRows={isFetchingNextPage ? Math.min(LEADERBOARD_PAGE_SIZE, 5) : 0}
      />
      <LoadMore
        query={query}
        pageCount={pages.length}
        what="more collectors"
        end="That is everyone. Complete a quest to join them."
        testId="leaderboard-sentinel"
      />
    </div>
  );
}
