import { earningReasons } from '@guardians/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Agent } from 'undici';
import { request } from 'undici';
import type { Db } from '../../src/db/client.ts';
import { pointsLedger, pointsTotals } from '../../src/db/schema/index.ts';
import type { CrashWorld } from './crash-world.ts';
import type { LogicalWrite } from './crash-writes.ts';

const cents = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100);

/** Every page of GET /api/quests/leaderboard: account -> totalPoints in cents. */
export async function leaderboardTotals(agent: Agent, origin: string): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  for (let offset = 0; ; offset += 100) {
    const res = await request(`${origin}/api/quests/leaderboard?limit=100&offset=${offset}`, {
      dispatcher: agent,
    });
    const body = (await res.body.json()) as {
      data: { items: { account: string; totalPoints: number }[]; total: number };
    };
    if (res.statusCode !== 200) throw new Error(`leaderboard: ${res.statusCode} ${JSON.stringify(body)}`);
    for (const item of body.data.items) totals.set(item.account.toLowerCase(), cents(item.totalPoints));
    if (body.data.items.length === 0 || offset + 100 >= body.data.total) return totals;
  }
}

export interface PointsCheck {
  accounts: number;
  /** Per account, anything that does not agree: ledger, running totals, leaderboard, acknowledged writes. */
  mismatches: string[];
}

/**
 * For every collector: the ledger's earned sum equals the leaderboard's total and points_totals.earned;
 * the ledger's full sum equals points_totals.balance; and both equal what the acknowledged writes
 * add up to (starting coins + adjustments + quest payouts; minus reserved vouchers, plus refunds of
 * any that expired).
 */
export async function checkPoints(
  db: Db,
  world: CrashWorld,
  writes: LogicalWrite[],
  leaderboard: Map<string, number>,
): Promise<PointsCheck> {
  const accounts = world.users.map((u) => u.account);
  const sums = await db
    .select({
      account: pointsLedger.account,
      earned: sql<string>`coalesce(sum(${pointsLedger.amount}) filter (where ${pointsLedger.reason} in ${[...earningReasons]}), 0)::text`,
      balance: sql<string>`sum(${pointsLedger.amount})::text`,
      refunds: sql<string>`coalesce(sum(${pointsLedger.amount}) filter (where ${pointsLedger.reason} = 'claim_refund'), 0)::text`,
    })
    .from(pointsLedger)
    .where(inArray(pointsLedger.account, accounts))
    .groupBy(pointsLedger.account);
  const ledger = new Map(sums.map((row) => [row.account, row]));
  const totals = new Map(
    (await db.select().from(pointsTotals).where(inArray(pointsTotals.account, accounts))).map((row) => [
      row.account,
      row,
    ]),
  );
  const acked = writes.filter((w) => w.outcome && w.outcome.status < 300);
  const mismatches: string[] = [];
  for (const account of accounts) {
    const mine = acked.filter((w) => w.account === account);
    const sumOf = (kind: LogicalWrite['kind']) =>
      mine.filter((w) => w.kind === kind).reduce((sum, w) => sum + cents(w.coins), 0);
    const row = ledger.get(account);
    const expectedEarned = cents(world.startingCoins) + sumOf('adjustment') + sumOf('quest');
    const expectedBalance = expectedEarned - sumOf('voucher') + cents(row?.refunds);
    const facts = {
      'ledger earned': cents(row?.earned),
      'leaderboard total': leaderboard.get(account),
      'points_totals.earned': cents(totals.get(account)?.earned),
      'acknowledged writes (earned)': expectedEarned,
    };
    const balances = {
      'ledger balance': cents(row?.balance),
      'points_totals.balance': cents(totals.get(account)?.balance),
      'acknowledged writes (balance)': expectedBalance,
    };
    for (const group of [facts, balances]) {
      const values = new Set(Object.values(group));
      if (values.size !== 1) mismatches.push(`${account}: ${JSON.stringify(group)} (cents)`);
    }
  }
  return { accounts: accounts.length, mismatches };
}
