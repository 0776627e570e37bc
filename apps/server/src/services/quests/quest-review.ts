import type { QuestCompletion } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { appendLedger } from '../points/points-ledger.ts';
import {
  type CompletionRow,
  findCompletionById,
  setCompletionStatus,
  toCompletion,
} from './completion-repository.ts';
import { CompletionAlreadyPaidError, CompletionNotFoundError, QuestNotFoundError } from './quest-errors.ts';
import { findQuest } from './quest-repository.ts';

/**
 * An administrator accepts a completion: it becomes completed and its ledger row is written in the
 * same transaction. Approving again changes nothing (the ledger row is unique per quest and account).
 */
export async function approveCompletion(db: Db, id: bigint, admin: string): Promise<QuestCompletion> {
  const row = await db.transaction(async (tx) => {
    const completion = await findCompletionById(tx, id, { lock: true });
    if (!completion) throw new CompletionNotFoundError();
    if (completion.status === 'completed') return completion;
    const quest = await findQuest(tx, completion.questId);
    if (!quest) throw new QuestNotFoundError();
    const approved = await setCompletionStatus(tx, completion.id, 'completed', admin.toLowerCase());
    await appendLedger(tx, {
      account: completion.account,
      amount: quest.points,
      reason: 'quest',
      reference: String(quest.id),
      note: quest.title,
    });
    return approved;
  });
  return withUsername(db, row);
}

/**
 * Refuses a pending completion with the reason the member sees; the account may send new proof. A
 * paid one stays paid.
 */
export async function rejectCompletion(
  db: Db,
  id: bigint,
  admin: string,
  reason?: string,
): Promise<QuestCompletion> {
  const row = await db.transaction(async (tx) => {
    const completion = await findCompletionById(tx, id, { lock: true });
    if (!completion) throw new CompletionNotFoundError();
    if (completion.status === 'completed') throw new CompletionAlreadyPaidError();
    if (completion.status === 'rejected') return completion;
    return setCompletionStatus(tx, completion.id, 'rejected', admin.toLowerCase(), reason ?? null);
  });
  return withUsername(db, row);
}

async function withUsername(db: Db, row: CompletionRow): Promise<QuestCompletion> {
  const [user] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.account, row.account));
  return toCompletion(row, user?.username ?? null);
}
