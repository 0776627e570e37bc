import {
  LEADERBOARD_MAX_STARS,
  LEADERBOARD_POINTS_PER_STAR,
  type LeaderboardEntry,
  shortenAddress,
} from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

interface EntryRow extends Record<string, unknown> {
  account: string | null;
  username: string | null;
  total_points: string | null;
  claims: number | null;
  rank: number | null;
}

interface Row extends EntryRow {
  shown: number;
}

function starsFor(points: number): number {
  return Math.max(0, Math.min(LEADERBOARD_MAX_STARS, Math.floor(points / LEADERBOARD_POINTS_PER_STAR)));
}

/**
 * The quest leaderboard from the ledger's running sums (points_totals, kept by a trigger in the
 * ledger's own transactions): earned coins per account (quests, referrals, adjustments — claiming
 * coins does not lower a rank), accounts below zero left out; ties go to the account that reached
 * its total first, then by address. One page walks the rank index; claims are counted for that page
 * only.
 */
export async function questLeaderboard(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ items: LeaderboardEntry[]; total: number }> {
  const result = await db.execute<Row>(sql`
    select t.shown, p.account, p.username, p.total_points, p.claims, p.rank
    from (select count(*)::int as shown from points_totals where earned >= 0) t
    left join lateral (
      select pt.account, u.username, pt.earned::text as total_points,
        (select count(*)::int from quest_completions c
          where c.account = pt.account and c.status = 'completed') as claims,
        (${page.offset}::int + row_number() over (order by pt.earned desc, pt.reached_at asc, pt.account asc))::int as rank
      from (
        select account, earned, reached_at from points_totals
        where earned >= 0
        order by earned desc, reached_at asc, account asc
        offset ${page.offset}::int limit ${page.limit}::int
      ) pt
      left join users u on u.account = pt.account
    ) p on true
    order by p.rank
  `);
  const total = result.rows[0]?.shown ?? 0;
  return { items: result.rows.flatMap(toEntry), total };
}

/**
 * One account's place on the same board ("your rank" when it is off the page shown): its rank is
 * one more than the accounts ordered before it (more coins; as many, reached first; then by
 * address), counted on the rank index. Undefined when the account has not earned coins yet or is
 * below zero (hidden from the board).
 */
export async function leaderboardPlace(db: Db, account: string): Promise<LeaderboardEntry | undefined> {
  const result = await db.execute<EntryRow>(sql`
    select pt.account, u.username, pt.earned::text as total_points,
      (select count(*)::int from quest_completions c
        where c.account = pt.account and c.status = 'completed') as claims,
      (select count(*)::int + 1 from points_totals o
        where o.earned >= 0 and (o.earned > pt.earned
          or (o.earned = pt.earned and (o.reached_at < pt.reached_at
            or (o.reached_at = pt.reached_at and o.account < pt.account))))) as rank
    from points_totals pt
    left join users u on u.account = pt.account
    where pt.account = ${account.toLowerCase()} and pt.earned >= 0
  `);
  return result.rows.flatMap(toEntry)[0];
}

function toEntry(row: EntryRow): LeaderboardEntry[] {
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
}
