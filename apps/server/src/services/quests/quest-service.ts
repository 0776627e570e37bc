import type { Quest, QuestForm, QuestKind, UserQuest } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { serviceTransaction } from '../../db/request-transaction.ts';
import {
  type CompletionRow,
  findCompletion,
  questPayout,
  startCompletion,
  startPaidCompletion,
} from './completion-repository.ts';
import {
  ProofRequiredError,
  QuestNotFoundError,
  QuestNotMetError,
  QuestUnavailableError,
} from './quest-errors.ts';
import {
  findQuest,
  findQuestView,
  insertQuest,
  lockQuestForCompletion,
  lockQuestForEdit,
  placesTaken,
  type QuestRow,
  questUnchanged,
  takeTurnForPlaces,
  toQuest,
  updateQuestRow,
} from './quest-repository.ts';
import { checkQuest, type QuestCheck, type VerifyContext } from './verifiers/index.ts';

export type QuestContext = VerifyContext & {
  /** Kinds this site cannot offer (linking a provider it has no client for): hidden and refused. */
  unavailableKinds: readonly QuestKind[];
};

/** Where an account stands with a quest: its completion if any, and its progress for counted kinds. */
export async function userQuest(ctx: QuestContext, account: string, questId: number): Promise<UserQuest> {
  const owner = account.toLowerCase();
  const quest = await findQuest(ctx.db, questId);
  if (!quest) throw new QuestNotFoundError();
  const [completion, check] = await Promise.all([
    findCompletion(ctx.db, quest.id, owner),
    checkQuest(ctx, owner, quest),
  ]);
  return view(ctx.db, quest, owner, completion, check);
}

/**
 * Completes a quest for the signed-in account after checking the requirement on the server's own
 * rows. Reading the quest, checking and writing the completion with its ledger row happen in one
 * transaction under the quest's shared lock: completions of one quest run side by side unless it has
 * a limit (then they take turns, so the limit holds), and a repeated or concurrent request for the
 * same account pays nothing more: it answers the completion that exists.
 */
export async function completeQuest(
  ctx: QuestContext,
  account: string,
  questId: number,
  body: { proof?: string },
): Promise<UserQuest> {
  const owner = account.toLowerCase();
  const proof = body.proof?.trim() || null;
  const done = await serviceTransaction(ctx.db, async (tx) => {
    const first = await attemptCompletion(ctx, tx, questId, owner, proof);
    // Read before an edit the lock waited for: read again. The lock is held now, so no other edit
    // can land in between and the second reading is current.
    return first === STALE ? attemptCompletion(ctx, tx, questId, owner, proof) : first;
  });
  if (done === STALE) throw new Error(`quest ${questId} changed under its own lock`);
  // What this request wrote is the answer; a completion that was already there is read back.
  if (!done) return userQuest(ctx, owner, questId);
  return {
    questId,
    account: owner as `0x${string}`,
    status: done.status,
    progress: done.progress,
    pointsAwarded: done.paid,
    completedAt: done.completedAt?.toISOString() ?? null,
    reviewNote: null,
  };
}

const STALE = Symbol('quest changed since it was read');

/** One reading of the quest and, when it is still current at the write, the completion. */
async function attemptCompletion(
  ctx: QuestContext,
  tx: Db,
  questId: number,
  owner: string,
  proof: string | null,
): Promise<Done | null | typeof STALE> {
  const found = await lockQuestForCompletion(tx, questId, owner);
  if (!found) throw new QuestNotFoundError();
  const { quest, version, completionStatus } = found;
  if (completionStatus && completionStatus !== 'rejected') return null;
  if (ctx.unavailableKinds.includes(quest.kind)) throw new QuestUnavailableError('disabled');
  assertOpen(quest, new Date());
  // On the transaction's own connection: a second one from the pool per request could starve it.
  const check = await checkQuest({ ...ctx, db: tx }, owner, quest);
  if (quest.kind === 'admin_review') {
    if (!proof) throw new ProofRequiredError();
  } else if (!check.met) {
    throw new QuestNotMetError(check.message);
  }
  if (quest.maxCompletions !== null) {
    await takeTurnForPlaces(tx, quest.id);
    const current = await findCompletion(tx, quest.id, owner);
    if (current && current.status !== 'rejected') return null;
    if ((await placesTaken(tx, quest.id)) >= quest.maxCompletions) throw new QuestUnavailableError('full');
  }
  const unchanged = questUnchanged(quest.id, version);
  if (quest.kind === 'admin_review') {
    const started = await startCompletion(tx, { questId: quest.id, account: owner, proof }, unchanged);
    if (!started.current) return STALE;
    return started.started
      ? { status: 'pending', completedAt: null, paid: 0, progress: check.progress }
      : null;
  }
  const completedAt = new Date();
  const points = { points: quest.points, note: quest.title };
  const started = await startPaidCompletion(
    tx,
    { questId: quest.id, account: owner, proof, ...points },
    completedAt,
    unchanged,
  );
  if (!started.current) return STALE;
  return started.paid
    ? { status: 'completed', completedAt, paid: Number(quest.points), progress: check.progress }
    : null;
}

/** What a completion wrote: its status and time, and the points paid for it. */
interface Done {
  status: 'pending' | 'completed';
  completedAt: Date | null;
  paid: number;
  progress: QuestCheck['progress'];
}

function assertOpen(quest: QuestRow, now: Date): void {
  if (quest.disabled) throw new QuestUnavailableError('disabled');
  if (quest.startsAt && now < quest.startsAt) throw new QuestUnavailableError('notStarted');
  if (quest.endsAt && now >= quest.endsAt) throw new QuestUnavailableError('ended');
}

async function view(
  db: Db,
  quest: QuestRow,
  account: string,
  completion: CompletionRow | undefined,
  check: QuestCheck,
): Promise<UserQuest> {
  return {
    questId: quest.id,
    account: account as `0x${string}`,
    status: completion?.status ?? 'not_started',
    progress: check.progress,
    pointsAwarded: completion?.status === 'completed' ? await questPayout(db, quest.id, account) : 0,
    completedAt: completion?.completedAt?.toISOString() ?? null,
    reviewNote: completion?.status === 'rejected' ? completion.reviewNote : null,
  };
}

export async function getQuest(db: Db, id: number): Promise<Quest> {
  const quest = await findQuestView(db, id);
  if (!quest) throw new QuestNotFoundError();
  return quest;
}

export async function createQuest(db: Db, form: QuestForm): Promise<Quest> {
  return toQuest(await insertQuest(db, withDefaults(form)), 0);
}

export async function updateQuest(db: Db, id: number, form: QuestForm): Promise<Quest> {
  const row = await db.transaction(async (tx) => {
    await lockQuestForEdit(tx, id);
    return updateQuestRow(tx, id, withDefaults(form));
  });
  if (!row) throw new QuestNotFoundError();
  return getQuest(db, row.id);
}

/** Counted kinds need their N; a form without one means 1. */
function withDefaults(form: QuestForm): QuestForm {
  const counted = ['hold_guardians', 'like_items', 'submit_fan_art', 'invite_friends'].includes(form.kind);
  return counted ? { ...form, params: { ...form.params, min: form.params.min ?? 1 } } : form;
}
