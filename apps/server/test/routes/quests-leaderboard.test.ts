import type { LeaderboardEntry } from '@guardians/shared';
import { shortenAddress } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, questCompletions, quests } from '../../src/db/schema/index.ts';
import { randomAddress } from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/user-factory.ts';

let t: TestApp;
let questId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [quest] = await t.db
    .insert(quests)
    .values({ title: 'Leaderboard quest', description: 'x', kind: 'link_x', points: '10' })
    .returning();
  questId = quest?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function earn(
  account: string,
  rows: {
    amount: string;
    reason?: 'quest' | 'adjustment' | 'claim' | 'claim_refund';
    at?: Date;
    ref?: string;
  }[],
) {
  await t.db.insert(pointsLedger).values(
    rows.map((row, i) => ({
      account,
      amount: row.amount,
      reason: row.reason ?? 'adjustment',
      reference: row.ref ?? (row.reason === 'quest' ? String(questId) : `r${i}`),
      createdAt: row.at ?? new Date(),
    })),
  );
}

async function board(query = ''): Promise<{ items: LeaderboardEntry[]; total: number }> {
  const res = await t.app.inject({ url: `/api/quests/leaderboard${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /api/quests/leaderboard', () => {
  it('answers an empty board before anyone earned', async () => {
    expect(await board()).toEqual({ items: [], total: 0 });
  });

  it('ranks by earned coins, ties to who got there first, hides negative totals, claims do not lower a rank', async () => {
    const alice = (await createUser(t.db, { username: 'alice' })).account;
    const bob = (await createUser(t.db, { username: 'bob' })).account;
    const carol = randomAddress(); // no user row, no username
    const dave = (await createUser(t.db)).account;
    const eve = (await createUser(t.db, { username: 'eve' })).account;

    await earn(alice, [
      { amount: '10', reason: 'quest', at: minutesAgo(50) },
      { amount: '120.45', at: minutesAgo(40) },
    ]);
    await t.db
      .insert(questCompletions)
      .values({ questId, account: alice, status: 'completed', completedAt: minutesAgo(50) });
    // Bob reaches the same 130.45 later than Alice: he comes second.
    await earn(bob, [{ amount: '130.45', at: minutesAgo(30) }]);
    // Carol earned 600 and claimed 500 on-chain: she still ranks by the 600 (stars capped at 5).
    await earn(carol, [
      { amount: '600', at: minutesAgo(60) },
      { amount: '-500', reason: 'claim', ref: 'v1', at: minutesAgo(20) },
    ]);
    await earn(dave, [{ amount: '99.99', at: minutesAgo(10) }]);
    await earn(eve, [
      { amount: '50', at: minutesAgo(70) },
      { amount: '-80', at: minutesAgo(5) },
    ]);

    const { items, total } = await board();
    expect(total).toBe(4);
    expect(items.map((e) => [e._id, e.totalPoints, e.rank, e.stars, e.totalClaimsCount])).toEqual([
      [shortenAddress(carol), 600, 1, 5, 0],
      ['alice', 130.45, 2, 1, 1],
      ['bob', 130.45, 3, 1, 0],
      [shortenAddress(dave), 99.99, 4, 0, 0],
    ]);
    expect(items.some((e) => e.account === eve)).toBe(false);
  });

  it('pages with offset and limit, ranks continuing across pages', async () => {
    const second = await board('?offset=1&limit=2');
    expect(second.total).toBe(4);
    expect(second.items.map((e) => e.rank)).toEqual([2, 3]);
    const past = await board('?offset=10&limit=5');
    expect(past).toEqual({ items: [], total: 4 });
    expect((await t.app.inject({ url: '/api/quests/leaderboard?limit=0' })).statusCode).toBe(400);
  });

  it('totals equal the sums of the earning ledger rows', async () => {
    const { items } = await board('?limit=100');
    const sums = await t.db.execute<{ account: string; earned: string }>(
      sql`select account, sum(amount)::text as earned from points_ledger
          where reason in ('quest', 'referral', 'adjustment') group by account having sum(amount) >= 0`,
    );
    const expected = new Map(sums.rows.map((r) => [r.account, Number(r.earned)]));
    expect(items).toHaveLength(expected.size);
    for (const entry of items) expect(entry.totalPoints).toBe(expected.get(entry.account));
  });

  it('keeps the running sums exact under concurrent writes, and refuses to change or delete a ledger row', async () => {
    const account = randomAddress();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        earn(account, [{ amount: i % 5 === 0 ? '-1.25' : '2.50', ref: `c${i}` }]),
      ),
    );
    const [totals] = (
      await t.db.execute<{ earned: string; balance: string }>(
        sql`select earned::text, balance::text from points_totals where account = ${account}`,
      )
    ).rows;
    // 32 rows of 2.50 and 8 of -1.25.
    expect(totals).toEqual({ earned: '70.00', balance: '70.00' });
    expect((await board('?limit=100')).items.find((e) => e.account === account)?.totalPoints).toBe(70);

    const refused = { cause: { message: expect.stringMatching(/append-only/) } };
    await expect(
      t.db.execute(sql`update points_ledger set amount = 1000 where account = ${account}`),
    ).rejects.toMatchObject(refused);
    await expect(
      t.db.execute(sql`delete from points_ledger where account = ${account}`),
    ).rejects.toMatchObject(refused);
  });
});

describe('GET /api/quests/leaderboard/{account}', () => {
  const place = async (account: string) => {
    const res = await t.app.inject({ url: `/api/quests/leaderboard/${account}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as LeaderboardEntry | null;
  };

  it("answers every account's row exactly as the board shows it, rank included, in any address case", async () => {
    const { items } = await board('?limit=100');
    expect(items.length).toBeGreaterThan(3);
    for (const entry of items) expect(await place(entry.account)).toEqual(entry);
    const last = items.at(-1) as LeaderboardEntry;
    expect(await place(`0x${last.account.slice(2).toUpperCase()}`)).toEqual(last);
  });

  it('answers null for an account with no coins yet and for one below zero (hidden from the board)', async () => {
    expect(await place(randomAddress())).toBeNull();
    const below = randomAddress();
    await earn(below, [{ amount: '-3', ref: 'below' }]);
    expect(await place(below)).toBeNull();
  });

  it('refuses what is not an address with a sentence', async () => {
    const res = await t.app.inject({ url: '/api/quests/leaderboard/not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/address/);
  });
});
