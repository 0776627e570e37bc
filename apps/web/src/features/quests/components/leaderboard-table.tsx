import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatPoints, type LeaderboardRow } from '../utils/leaderboard.ts';
import { Stars } from './stars.tsx';

type LeaderboardTableProps = {
  rows: LeaderboardRow[];
  caption: string;
  /** The viewer's account: their row is marked. */
  viewer?: string | undefined;
  /** Skeleton rows appended while a page loads. */
  loadingRows?: number;
};

const rankStyles: Record<number, string> = {
  1: 'bg-gold text-night',
  2: 'bg-[#d9d4e8] text-night',
  3: 'bg-[#c98a4b] text-night',
};

/** Spec 3 leaderboard rows: rank, username, coins (2 decimals), claims and up to 5 stars. */
export function LeaderboardTable({ rows, caption, viewer, loadingRows = 0 }: LeaderboardTableProps) {
  const me = viewer?.toLowerCase();
  return (
    <div className="overflow-x-auto rounded-2xl border border-card-border bg-card/70">
      <table className="w-full text-left text-sm" aria-busy={loadingRows > 0}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs tracking-wider text-muted uppercase">
          <tr className="border-b border-card-border">
            <th scope="col" className="w-14 px-2 py-3 sm:px-4">
              Rank
            </th>
            <th scope="col" className="px-2 py-3 sm:px-4">
              Collector
            </th>
            <th scope="col" className="px-3 py-3 text-right sm:px-4">
              Coins
            </th>
            <th scope="col" className="px-3 py-3 text-right sm:px-4">
              Claims
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Stars
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const mine = me !== undefined && row.account.toLowerCase() === me;
            return (
              <tr
                key={`${row.account}-${row.position}`}
                data-testid="leaderboard-row"
                className={`border-b border-card-border/60 last:border-0 ${mine ? 'bg-gold/10' : ''}`}
              >
                <td className="px-2 py-3 sm:px-4">
                  <span
                    className={`grid size-7 place-items-center rounded-full text-xs font-bold sm:size-8 ${
                      rankStyles[row.position] ?? 'border border-card-border text-fg'
                    }`}
                  >
                    {row.position}
                  </span>
                </td>
                <th scope="row" className="max-w-32 px-2 py-3 font-semibold text-fg sm:max-w-none sm:px-4">
                  <span className="block truncate">
                    {row._id}
                    {mine && <span className="ml-2 text-xs font-bold text-gold">You</span>}
                  </span>
                  <span className="mt-1 block sm:hidden">
                    <Stars stars={row.stars} />
                  </span>
                </th>
                <td className="px-3 py-3 text-right font-semibold text-gold tabular-nums sm:px-4">
                  {formatPoints(row.totalPoints)}
                </td>
                <td className="px-3 py-3 text-right text-muted tabular-nums sm:px-4">
                  {row.totalClaimsCount}
                </td>
                <td className="hidden px-4 py-3 sm:table-cell">
                  <Stars stars={row.stars} />
                </td>
              </tr>
            );
          })}
          {Array.from({ length: loadingRows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <tr key={`skeleton-${index}`} className="border-b border-card-border/60">
              <td className="px-2 py-3 sm:px-4">
                <Skeleton className="size-8 rounded-full" />
              </td>
              <td className="px-2 py-3 sm:px-4">
                <Skeleton className="h-4 w-32 rounded" />
              </td>
              <td className="px-2 py-3 sm:px-4">
                <Skeleton className="ml-auto h-4 w-16 rounded" />
              </td>
              <td className="px-2 py-3 sm:px-4">
                <Skeleton className="ml-auto h-4 w-6 rounded" />
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">
                <Skeleton className="h-4 w-24 rounded" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
