import {
  earningReasons,
  LEADERBOARD_MAX_STARS,
  LEADERBOARD_POINTS_PER_STAR,
  type LeaderboardEntry,
  shortenAddress,
} from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

interface Row extends Record<string, unknown> {
  shown: number;
  account: string | null;
  username: string | null;
  total_points: string | null;
  claims: number | null;
  rank: number | null;
}

export function starsFor(points: number): number {
  return Math.max(0, Math.min(LEADERBOARD_MAX_STARS, Math.floor(points / LEADERBOARD_POINTS_PER_STAR)));
}

/**
 * The quest leaderboard in one query: earned coins per account (quests, referrals, adjustments —
 * claiming coins does not lower a rank), ranked by a window function over the accounts not below
 * zero; ties go to the account that reached its total first, then by address. The count of shown
 * rows comes from the same ranked set, so a page past the end still answers the total.
 */
export async function questLeaderboard(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ items: LeaderboardEntry[]; total: number }> {
  const reasons = sql.join(
    earningReasons.map((reason) => sql`${reason}`),
    sql`, `,
  );
  const result = await db.execute<Row>(sql`
    with earned as (
      select account, sum(amount) as total_points, max(created_at) as reached_at
      from points_ledger
      where reason in (${reasons})
      group by account
    ),
    ranked as (
      select e.account, e.total_points, u.username,
        coalesce(c.claims, 0) as claims,
        row_number() over (order by e.total_points desc, e.reached_at asc, e.account asc) as rank
      from earned e
      left join users u on u.account = e.account
      left join (
        select account, count(*) as claims from quest_completions where status = 'completed' group by account
      ) c on c.account = e.account
      where e.total_points >= 0
    )
    select t.shown, p.account, p.username, p.total_points::text as total_points,
      p.claims::int as claims, p.rank::int as rank
    from (select count(*)::int as shown from ranked) t
    left join lateral (
      select * from ranked order by rank offset ${page.offset} limit ${page.limit}
    ) p on true
    order by p.rank
  `);
  const total = result.rows[0]?.shown ?? 0;
  const items = result.rows.flatMap((row): LeaderboardEntry[] => {
    if (row.account === null || row.rank === null) return [];
    const totalPoints = Math.round(Number(row.total_points) * 100) / 100;
    return [
      {
        _id: row.username ?? shortenAddress(row.account),
        account: row.account as `0x${string}`,
        totalPoints,
        totalClaimsCount: row.claims ?? 0,
        rank: row.rank,
        stars: starsFor(totalPoints),
      },
    ];
  });
  return { items, total };
}
