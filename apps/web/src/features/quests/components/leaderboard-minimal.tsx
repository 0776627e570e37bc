import { LEADERBOARD_MINIMAL_SIZE, questMessages } from '@guardians/shared/quests';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { useLeaderboardPlace, useMinimalLeaderboard } from '../api/get-leaderboard.ts';
import { leaderboardRows } from '../utils/leaderboard.ts';
import { LeaderboardTable } from './leaderboard-table.tsx';

/** Spec 9 minimal view: the top 10, one page, the viewer's own rank above it, and the way to the full board. */
export function LeaderboardMinimal({ viewer }: { viewer?: string | undefined }) {
  const query = useMinimalLeaderboard();
  const mine = useLeaderboardPlace(viewer).data;
  if (query.isError) {
    return (
      <SectionError what="leaderboard" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const rows = leaderboardRows(query.data?.items ?? []);
  return (
    <div className="flex flex-col gap-4">
      {query.isPending ? (
        <LeaderboardTable rows={[]} caption="Top collectors" loadingRows={LEADERBOARD_MINIMAL_SIZE} />
      ) : rows.length === 0 ? (
        <LeaderboardTable rows={[]} caption="Top collectors" empty={questMessages.noData} />
      ) : (
        <LeaderboardTable rows={rows} caption="Top collectors" viewer={viewer} mine={mine} />
      )}
      {(query.isPending || rows.length > 0) && (
        <Link to="/quests/leaderboard" className={buttonClasses('outline', 'self-start')}>
          See the full leaderboard
        </Link>
      )}
    </div>
  );
}
