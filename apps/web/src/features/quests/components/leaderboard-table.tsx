import type { LeaderboardEntry } from '@guardians/shared/quests';
import { Person } from '../../../components/ui/person.tsx';
import { RankTable } from '../../../components/ui/rank-table.tsx';
import { formatPoints, type LeaderboardRow } from '../utils/leaderboard.ts';
import { Stars } from './stars.tsx';

type LeaderboardTableProps = {
  rows: LeaderboardRow[];
  caption: string;
  /** The viewer's account: their row is marked. */
  viewer?: string | undefined;
  /** Skeleton rows appended while a page loads. */
  loadingRows?: number;
  /** Said in place of the rows when there are none. */
  empty?: string;
  /** The viewer's own row from the server (their rank among everyone), pinned above the page. */
  mine?: LeaderboardEntry | null | undefined;
};

/** Spec 3 leaderboard rows: rank, username, coins (2 decimals), claims and up to 5 stars. */
export function LeaderboardTable({
  rows,
  caption,
  viewer,
  loadingRows = 0,
  empty,
  mine,
}: LeaderboardTableProps) {
  const me = viewer?.toLowerCase();
  const isMine = (row: LeaderboardRow) => me !== undefined && row.account.toLowerCase() === me;
  return (
    <RankTable
      caption={caption}
      rows={rows}
      rowKey={(row) => `${row.account}-${row.position}`}
      rank={(row) => row.position}
      isMine={isMine}
      rowTestId="leaderboard-row"
      loadingRows={loadingRows}
      notice={empty}
      pinned={
        mine ? { row: { ...mine, position: mine.rank }, label: 'Your rank', testId: 'your-rank' } : undefined
      }
      subject={{
        header: 'Collector',
        cell: (row) => (
          <>
            {/* The name may be cut on a phone; the "you" tag never is. */}
            <Person
              account={row.account}
              avatarClassName="size-7 text-[10px] max-sm:hidden"
              className="max-w-32 sm:max-w-none"
            />
            {/* No room for a stars column on a phone: they sit under the name. */}
            <span className="mt-1 block sm:hidden">
              <Stars stars={row.stars} />
            </span>
          </>
        ),
      }}
      columns={[
        {
          header: 'Coins',
          numeric: true,
          tone: () => 'font-semibold text-gold',
          cell: (row) => formatPoints(row.totalPoints),
        },
        { header: 'Claims', numeric: true, tone: () => 'text-muted', cell: (row) => row.totalClaimsCount },
        { header: 'Stars', wideOnly: true, cell: (row) => <Stars stars={row.stars} /> },
      ]}
    />
  );
}
