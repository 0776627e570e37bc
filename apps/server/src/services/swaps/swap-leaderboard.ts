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

export async function swapLeaderboardCount(db: Db, chainId: number): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(claimVouchers.account) })
    .from(claimVouchers)
    .where(claimedOn(chainId));
  return row?.count ?? 0;
}
