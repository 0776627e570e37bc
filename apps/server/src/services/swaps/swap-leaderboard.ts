import { type SwapLeaderboardEntry, shortenAddress } from '@guardians/shared';
import { and, asc, countDistinct, desc, eq, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { claimVouchers, users } from '../../db/schema/index.ts';

const claimedOn = (chainId: number) =>
  and(eq(claimVouchers.status, 'claimed'), eq(claimVouchers.chainId, chainId));

/**
 * Accounts by coins claimed on chain (finalised vouchers), most first; ties go to whoever got there
 * first. Rank is the position, so a page at `offset` starts at rank offset + 1.
 */
export async function swapLeaderboard(
  db: Db,
  chainId: number,
  page: { offset: number; limit: number },
): Promise<SwapLeaderboardEntry[]> {
  const total = sql<string>`sum(${claimVouchers.amount})`;
  const rows = await db
    .select({
      account: claimVouchers.account,
      username: users.username,
      totalClaimed: sql<string>`${total}::text`,
      claimsCount: sql<number>`count(*)::int`,
    })
    .from(claimVouchers)
    .leftJoin(users, eq(users.account, claimVouchers.account))
    .where(claimedOn(chainId))
    .groupBy(claimVouchers.account, users.username)
    .orderBy(desc(total), asc(min(claimVouchers.settledAt)), asc(claimVouchers.account))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map((row, index) => ({
    _id: row.username ?? shortenAddress(row.account),
    account: row.account as `0x${string}`,
    totalClaimed: Number(row.totalClaimed),
    claimsCount: row.claimsCount,
    rank: page.offset + index + 1,
  }));
}

/**
 * One account's row on the same board ("your rank" when it is off the page shown), ranked among
 * everyone by the board's own order. Undefined before the account has a claim settled on chain.
 */
export async function swapLeaderboardPlace(
  db: Db,
  chainId: number,
  account: string,
): Promise<SwapLeaderboardEntry | undefined> {
  const result = await db.execute<{
    account: string;
    username: string | null;
    total_claimed: string;
    claims_count: number;
    rank: number;
  }>(sql`
    with board as (
      select account, sum(amount) as total, min(settled_at) as first_settled, count(*)::int as claims
      from claim_vouchers
      where status = 'claimed' and chain_id = ${chainId}
      group by account
    ), ranked as (
      select board.*, row_number() over (order by total desc, first_settled asc, account asc)::int as rank
      from board
    )
    select r.account, u.username, r.total::text as total_claimed, r.claims as claims_count, r.rank
    from ranked r left join users u on u.account = r.account
    where r.account = ${account.toLowerCase()}
  `);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    _id: row.username ?? shortenAddress(row.account),
    account: row.account as `0x${string}`,
    totalClaimed: Number(row.total_claimed),
    claimsCount: row.claims_count,
    rank: row.rank,
  };
}

export async function swapLeaderboardCount(db: Db, chainId: number): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(claimVouchers.account) })
    .from(claimVouchers)
    .where(claimedOn(chainId));
  return row?.count ?? 0;
}
