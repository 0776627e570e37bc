import { inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  claimVouchers,
  invitations,
  nftReactions,
  pointsLedger,
  questCompletions,
  shields,
  submissionReactions,
} from '../../src/db/schema/index.ts';
import type { CrashWorld } from './crash-world.ts';
import type { LogicalWrite, WriteKind } from './crash-writes.ts';

/** What the database holds against what the clients were told, per kind of write. */
export interface CrashAudit {
  /** Writes that never got a 2xx (a 4xx ended them, or the deadline passed). */
  unacknowledged: string[];
  /** Acknowledged writes with no row. */
  lost: string[];
  /** Rows written more than once for one logical write, or toggles applied twice. */
  duplicates: string[];
  /** Rows no acknowledged write accounts for. */
  phantoms: string[];
  /** Acknowledged answers that disagree with the row they name. */
  wrongAnswers: string[];
}

const cents = (value: string | number) => Math.round(Number(value) * 100);
const data = (w: LogicalWrite): Record<string, unknown> =>
  (JSON.parse(w.outcome?.body ?? '{}') as { data?: Record<string, unknown> }).data ?? {};
const label = (w: LogicalWrite) => `#${w.seq} ${w.kind} ${w.target}`;

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

/**
 * Toggles: the final state of a (collector, target) must be its number of acknowledged toggles
 * mod 2, and the k-th answer must say active when k is odd. A retried toggle that ran twice flips
 * one extra time; one that never ran one time too few.
 */
function auditToggles(
  audit: CrashAudit,
  toggles: LogicalWrite[],
  present: Set<string>,
  activeOf: (w: LogicalWrite) => unknown,
) {
  for (const [target, list] of groupBy(toggles, (w) => w.target)) {
    list.sort((a, b) => a.seq - b.seq);
    list.forEach((w, i) => {
      if (activeOf(w) !== (i % 2 === 0))
        audit.wrongAnswers.push(`${label(w)}: toggle ${i + 1} answered active=${String(activeOf(w))}`);
    });
    const expected = list.length % 2 === 1;
    if (expected !== present.has(target)) {
      const bucket = present.has(target) ? audit.duplicates : audit.lost;
      bucket.push(
        `${list[0]?.kind} ${target}: ${list.length} toggles acknowledged, reaction ${present.has(target) ? 'present' : 'absent'} (a toggle applied twice or not at all)`,
      );
    }
  }
}

type Acked = (kind: WriteKind) => LogicalWrite[];
type Check = (db: Db, accounts: string[], acked: Acked, audit: CrashAudit) => Promise<void>;

/** Adjustments: one ledger row per note, the row the answer names. */
const auditAdjustments: Check = async (db, _accounts, acked, audit) => {
  const rows = await db.select().from(pointsLedger).where(like(pointsLedger.note, 'crash write %'));
  const byNote = groupBy(rows, (r) => r.note ?? '');
  const ackedNotes = new Set<string>();
  for (const w of acked('adjustment')) {
    ackedNotes.add(w.target);
    const mine = byNote.get(w.target) ?? [];
    if (mine.length === 0) audit.lost.push(label(w));
    if (mine.length > 1) audit.duplicates.push(`${label(w)}: ${mine.length} ledger rows`);
    const row = mine[0];
    const agrees =
      !row ||
      (data(w)._id === String(row.id) && cents(row.amount) === cents(w.coins) && row.account === w.account);
    if (!agrees)
      audit.wrongAnswers.push(`${label(w)}: answered ${w.outcome?.body.slice(0, 160)}, row ${row?.id}`);
  }
  for (const note of byNote.keys()) if (!ackedNotes.has(note)) audit.phantoms.push(`adjustment '${note}'`);
};

/** Vouchers: exactly the acknowledged ids, each with one reserving ledger row of its amount. */
const auditVouchers: Check = async (db, accounts, acked, audit) => {
  const vouchers = await db.select().from(claimVouchers).where(inArray(claimVouchers.account, accounts));
  const reservations = groupBy(
    await db
      .select()
      .from(pointsLedger)
      .where(sql`${pointsLedger.reason} = 'claim' and ${pointsLedger.account} in ${accounts}`),
    (r) => r.reference ?? '',
  );
  const named = new Set<string>();
  const byId = new Map(vouchers.map((v) => [v.id, v]));
  for (const w of acked('voucher')) {
    const id = String(data(w).id);
    named.add(id);
    const voucher = byId.get(id);
    if (!voucher) audit.lost.push(`${label(w)}: voucher ${id}`);
    else if (cents(voucher.amount) !== cents(w.coins))
      audit.wrongAnswers.push(`${label(w)}: voucher ${id} holds ${voucher.amount}`);
    const reserved = reservations.get(id) ?? [];
    if (reserved.length !== 1 || cents(reserved[0]?.amount ?? 0) !== -cents(w.coins))
      audit.wrongAnswers.push(`${label(w)}: voucher ${id} has ${reserved.length} claim rows`);
  }
  // A voucher no answer named was issued by an attempt whose answer was lost, then again.
  for (const v of vouchers)
    if (!named.has(v.id))
      audit.duplicates.push(`voucher ${v.id} of ${v.account} (${v.amount}) that no answer named`);
};

/** Quests: one completion and one payment per acknowledged (collector, quest), none other. */
const auditQuests: Check = async (db, accounts, acked, audit) => {
  const completions = await db
    .select()
    .from(questCompletions)
    .where(inArray(questCompletions.account, accounts));
  const paid = groupBy(
    await db
      .select()
      .from(pointsLedger)
      .where(sql`${pointsLedger.reason} = 'quest' and ${pointsLedger.account} in ${accounts}`),
    (r) => `${r.account}|${r.reference}`,
  );
  const done = new Set(completions.map((c) => `${c.account}|${c.questId}`));
  const ackedTargets = new Set<string>();
  for (const w of acked('quest')) {
    ackedTargets.add(w.target);
    if (!done.has(w.target)) audit.lost.push(label(w));
    const payments = (paid.get(w.target) ?? []).length;
    if (payments !== 1) audit.wrongAnswers.push(`${label(w)}: ${payments} payments`);
    const answer = data(w);
    if (answer.status !== 'completed' || cents(answer.pointsAwarded as number) !== cents(w.coins))
      audit.wrongAnswers.push(`${label(w)}: answered ${w.outcome?.body.slice(0, 160)}`);
  }
  for (const target of done) if (!ackedTargets.has(target)) audit.phantoms.push(`quest completion ${target}`);
};

/** Invitations: the redeemer's row names the inviter exactly when the redeem was acknowledged. */
const auditInvitations: Check = async (db, accounts, acked, audit) => {
  const rows = await db.select().from(invitations).where(inArray(invitations.account, accounts));
  const invitedBy = new Map(rows.map((r) => [r.account, r.invitedBy]));
  const redeemers = new Set<string>();
  for (const w of acked('redeem')) {
    const [redeemer = '', inviter] = w.target.split('|');
    redeemers.add(redeemer);
    if (invitedBy.get(redeemer) !== inviter)
      audit.lost.push(`${label(w)}: invited_by ${invitedBy.get(redeemer)}`);
    if (data(w).invitedBy !== inviter)
      audit.wrongAnswers.push(`${label(w)}: answered ${w.outcome?.body.slice(0, 160)}`);
  }
  for (const [account, by] of invitedBy)
    if (by && !redeemers.has(account)) audit.phantoms.push(`invitation of ${account} by ${by}`);
};

/** Likes and loves on items, and loves on fan art. */
const auditReactions: Check = async (db, accounts, acked, audit) => {
  const likes = await db.select().from(nftReactions).where(inArray(nftReactions.account, accounts));
  const likeTargets = new Set(likes.map((r) => `${r.account}|${r.tokenAddress}|${r.tokenId}|${r.type}`));
  auditToggles(audit, acked('nft-toggle'), likeTargets, (w) => {
    const type = w.target.split('|')[3] as 'like' | 'love';
    return (data(w).userReaction as Record<string, boolean> | null)?.[type];
  });
  const loves = await db
    .select()
    .from(submissionReactions)
    .where(inArray(submissionReactions.account, accounts));
  const loveTargets = new Set(loves.map((r) => `${r.account}|${r.submissionId}`));
  auditToggles(audit, acked('gallery-toggle'), loveTargets, (w) => data(w).reactionActive);
  const toggled = new Set([...acked('nft-toggle'), ...acked('gallery-toggle')].map((w) => w.target));
  for (const target of [...likeTargets, ...loveTargets])
    if (!toggled.has(target)) audit.phantoms.push(`reaction ${target}`);
};

/** Shields: one row per acknowledged name, the row the answer names. */
const auditShields: Check = async (db, _accounts, acked, audit) => {
  const made = groupBy(
    await db.select().from(shields).where(like(shields.name, 'Crash shield %')),
    (s) => s.name,
  );
  const ackedNames = new Set<string>();
  for (const w of acked('shield')) {
    ackedNames.add(w.target);
    const rows = made.get(w.target) ?? [];
    if (rows.length === 0) audit.lost.push(label(w));
    if (rows.length > 1) audit.duplicates.push(`${label(w)}: ${rows.length} shields`);
    if (rows[0] && data(w)._id !== rows[0].id)
      audit.wrongAnswers.push(`${label(w)}: answered ${String(data(w)._id)}, row ${rows[0].id}`);
  }
  for (const name of made.keys()) if (!ackedNames.has(name)) audit.phantoms.push(`shield '${name}'`);
};

/** Every write against the rows it should have left: once each, as answered, and nothing else. */
export async function auditCrashRun(db: Db, world: CrashWorld, writes: LogicalWrite[]): Promise<CrashAudit> {
  const audit: CrashAudit = { unacknowledged: [], lost: [], duplicates: [], phantoms: [], wrongAnswers: [] };
  for (const w of writes) {
    if (!w.outcome) audit.unacknowledged.push(`${label(w)}: no answer after ${w.attempts} attempts`);
    else if (w.outcome.status >= 300)
      audit.unacknowledged.push(
        `${label(w)}: ${w.outcome.status} ${w.outcome.body.slice(0, 160)} (attempt ${w.attempts})`,
      );
  }
  const acked: Acked = (kind) => writes.filter((w) => w.kind === kind && w.outcome && w.outcome.status < 300);
  const accounts = world.users.map((u) => u.account);
  for (const check of [
    auditAdjustments,
    auditVouchers,
    auditQuests,
    auditInvitations,
    auditReactions,
    auditShields,
  ])
    await check(db, accounts, acked, audit);
  return audit;
}
