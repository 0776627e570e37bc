import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@guardians/shared';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  collections,
  invitations,
  pointsLedger,
  questCompletions,
  quests,
  users,
} from '../db/schema/index.ts';
import { questsFile, seedQuests } from '../services/quests/quest-seed.ts';
import { DEMO_HISTORY_DAYS } from './chain-clock.ts';
import { loadDemoCollections } from './demo-catalogue.ts';
import { type Random, seeded } from './prng.ts';

/** Enough collectors for three leaderboard pages of 25 after the hidden ones. */
const DEMO_COLLECTORS = 60;
/** Collectors whose corrections leave them below zero: the leaderboard hides them. */
const NEGATIVE_COLLECTORS = 2;
const DAY_MS = 86_400_000;

const ADJECTIVES = [
  'brave',
  'quiet',
  'lunar',
  'ember',
  'swift',
  'golden',
  'misty',
  'iron',
  'velvet',
  'solar',
  'frost',
  'wild',
];
const NOUNS = [
  'fox',
  'warden',
  'sparrow',
  'tide',
  'lantern',
  'comet',
  'golem',
  'otter',
  'sage',
  'raven',
  'knight',
  'moth',
];

/** How likely a demo collector is to have done each seeded quest (by slug); unknown slugs are skipped. */
const QUEST_ODDS: Record<string, number> = {
  'link-x': 0.85,
  'join-discord': 0.6,
  'guardian-holder': 0.55,
  collector: 0.15,
  'spread-the-love': 0.7,
  'fan-artist': 0.12,
  'bring-a-friend': 0.3,
  'share-on-x': 0.4,
};

interface Collector {
  account: string;
  username: string | null;
  invitedBy: string | null;
  redeemedAt: Date | null;
}

function hexAddress(random: Random): string {
  let hex = '';
  for (let i = 0; i < 40; i++) hex += Math.floor(random() * 16).toString(16);
  return `0x${hex}`;
}

function inviteCode(random: Random): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[Math.floor(random() * INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

async function hasDemoCatalogue(db: Db, config: Config): Promise<boolean> {
  const slugs = loadDemoCollections(config.rootDir).map((c) => c.slug);
  if (slugs.length === 0) return false;
  const [row] = await db
    .select({ n: count() })
    .from(collections)
    .where(and(eq(collections.chainId, config.chainId), inArray(collections.slug, slugs)));
  return (row?.n ?? 0) > 0;
}

/**
 * A month of quest history for the demo site (decision 0031): made-up collectors (addresses nobody
 * holds a key for, most with a username) who completed quests at times spread over the last 30
 * days, their ledger rows, a few invitations and pending reviews, and two accounts corrected below
 * zero. Only the first start of a demo database does this: any ledger row means real or earlier
 * history, which is never touched.
 */
export async function seedDemoQuests(
  db: Db,
  config: Config,
  options: { nowMs?: number; seed?: string } = {},
): Promise<{ seeded: boolean; accounts: number }> {
  if (!(await hasDemoCatalogue(db, config))) return { seeded: false, accounts: 0 };
  const [ledger] = await db.select({ n: count() }).from(pointsLedger);
  if ((ledger?.n ?? 0) > 0) return { seeded: false, accounts: 0 };

  await seedQuests(db, questsFile(config.rootDir));
  const catalogue = await db
    .select()
    .from(quests)
    .where(and(isNotNull(quests.slug), eq(quests.disabled, false)));
  const bySlug = new Map(catalogue.map((quest) => [quest.slug, quest]));

  const random = seeded(options.seed ?? 'guardians', 'demo-quests');
  const now = options.nowMs ?? Date.now();
  const start = now - DEMO_HISTORY_DAYS * DAY_MS;

  const collectors: Collector[] = [];
  const names = new Set<string>();
  for (let i = 0; i < DEMO_COLLECTORS; i++) {
    let username: string | null = null;
    if (random() < 0.8) {
      const base = `${ADJECTIVES[Math.floor(random() * ADJECTIVES.length)]}_${NOUNS[Math.floor(random() * NOUNS.length)]}`;
      username = names.has(base) ? `${base}${i}` : base;
      names.add(username);
    }
    collectors.push({ account: hexAddress(random), username, invitedBy: null, redeemedAt: null });
  }

  const completions: (typeof questCompletions.$inferInsert)[] = [];
  const ledgerRows: (typeof pointsLedger.$inferInsert)[] = [];
  const earned = new Map<string, number>();
  for (const [index, collector] of collectors.entries()) {
    // Each collector joined some day in the month and did their quests over the days after.
    let at = start + random() * (DEMO_HISTORY_DAYS - 1) * DAY_MS;
    const keen = 0.5 + random();
    for (const [slug, odds] of Object.entries(QUEST_ODDS)) {
      const quest = bySlug.get(slug);
      if (!quest || random() >= Math.min(1, odds * keen)) continue;
      at = Math.min(now - 60_000, at + random() * 3 * DAY_MS);
      const when = new Date(at);
      if (quest.kind === 'invite_friends') {
        const friend = collectors.find(
          (other, j) => j > index && other.invitedBy === null && other.account !== collector.invitedBy,
        );
        if (!friend) continue;
        friend.invitedBy = collector.account;
        friend.redeemedAt = new Date(at - random() * DAY_MS);
      }
      const pending = quest.kind === 'admin_review' && now - at < 2 * DAY_MS;
      completions.push({
        questId: quest.id,
        account: collector.account,
        status: pending ? 'pending' : 'completed',
        proof:
          quest.kind === 'admin_review'
            ? `https://x.com/${collector.username ?? 'guardian'}/status/${Math.floor(random() * 1e12)}`
            : null,
        reviewedBy: quest.kind === 'admin_review' && !pending ? 'demo' : null,
        createdAt: when,
        completedAt: pending ? null : when,
      });
      if (pending) continue;
      ledgerRows.push({
        account: collector.account,
        amount: quest.points,
        reason: 'quest',
        reference: String(quest.id),
        note: quest.title,
        createdAt: when,
      });
      earned.set(collector.account, (earned.get(collector.account) ?? 0) + Number(quest.points));
    }
  }

  // Prizes from community events (with cents) and the corrections that hide two accounts.
  for (const collector of collectors.slice(0, 6)) {
    ledgerRows.push({
      account: collector.account,
      amount: (10 + Math.floor(random() * 4000) / 100).toFixed(2),
      reason: 'adjustment',
      reference: 'demo',
      note: 'Art night prize',
      createdAt: new Date(now - random() * 10 * DAY_MS),
    });
  }
  for (const collector of collectors.slice(-NEGATIVE_COLLECTORS)) {
    const total = earned.get(collector.account) ?? 0;
    ledgerRows.push({
      account: collector.account,
      amount: (-(total + 50)).toFixed(2),
      reason: 'adjustment',
      reference: 'demo',
      note: 'Duplicate accounts: quest coins reversed',
      createdAt: new Date(now - random() * DAY_MS),
    });
  }

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        collectors.map((c) => ({ account: c.account, username: c.username, createdAt: new Date(start) })),
      )
      .onConflictDoNothing();
    await tx
      .insert(invitations)
      .values(
        collectors.map((c) => ({
          account: c.account,
          code: inviteCode(random),
          invitedBy: c.invitedBy,
          redeemedAt: c.redeemedAt,
        })),
      )
      .onConflictDoNothing();
    if (completions.length > 0) await tx.insert(questCompletions).values(completions).onConflictDoNothing();
    if (ledgerRows.length > 0) await tx.insert(pointsLedger).values(ledgerRows).onConflictDoNothing();
  });
  return { seeded: true, accounts: collectors.length };
}
