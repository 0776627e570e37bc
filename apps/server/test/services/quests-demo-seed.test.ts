import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, pointsLedger, questCompletions } from '../../src/db/schema/index.ts';
import { loadDemoCollections } from '../../src/demo/demo-catalogue.ts';
import { seedDemoQuests } from '../../src/demo/demo-quests-seed.ts';
import { createCollection } from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rows = async (table: typeof pointsLedger | typeof questCompletions | typeof invitations) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('seedDemoQuests', () => {
  it('does nothing without the demo catalogue', async () => {
    expect(await seedDemoQuests(t.db, t.config)).toEqual({ seeded: false, accounts: 0 });
    expect(await rows(pointsLedger)).toBe(0);
  });

  it('fills three leaderboard pages once, hiding the accounts corrected below zero', async () => {
    const [demo] = loadDemoCollections(t.config.rootDir);
    await createCollection(t.db, { slug: demo?.slug ?? 'guardians', isDefault: true });
    const began = performance.now();
    expect(await seedDemoQuests(t.db, t.config)).toEqual({ seeded: true, accounts: 60 });
    expect(performance.now() - began).toBeLessThan(5000);
    expect(await rows(questCompletions)).toBeGreaterThan(100);
    expect(await rows(invitations)).toBe(60);

    const page = async (offset: number) =>
      (await t.app.inject({ url: `/api/quests/leaderboard?offset=${offset}&limit=25` })).json().data;
    const first = await page(0);
    expect(first.total).toBe(58);
    expect((await page(50)).items).toHaveLength(8);
    expect(first.items[0].rank).toBe(1);
    expect(first.items.some((e: { _id: string }) => e._id.includes('…'))).toBe(true);
    const points = first.items.map((e: { totalPoints: number }) => e.totalPoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));

    const ledger = await rows(pointsLedger);
    expect(await seedDemoQuests(t.db, t.config)).toEqual({ seeded: false, accounts: 0 });
    expect(await rows(pointsLedger)).toBe(ledger);
  });
});
