import type { ContestStage, ContestStageBody } from '@guardians/shared';
import { and, asc, count, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceTransaction } from '../../db/request-transaction.ts';
import { contestStages } from '../../db/schema/index.ts';
import { ContestStageNotFoundError, ContestStagesOverlapError } from './contest-errors.ts';

type StageRow = typeof contestStages.$inferSelect;

function toStage(row: StageRow): ContestStage {
  return {
    id: row.id,
    name: row.name,
    prizeUsd: row.prizeUsd,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

/** Every stage, first to start first: the contest page's timeline and the console's list. */
export async function listContestStages(db: Db): Promise<{ items: ContestStage[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db.select().from(contestStages).orderBy(asc(contestStages.startsAt), asc(contestStages.id)),
    db.select({ n: count() }).from(contestStages),
  ]);
  return { items: rows.map(toStage), total: totals?.n ?? rows.length };
}

export async function getContestStage(db: Db, id: number): Promise<ContestStage> {
  const [row] = await db.select().from(contestStages).where(eq(contestStages.id, id));
  if (!row) throw new ContestStageNotFoundError();
  return toStage(row);
}

/**
 * Writers take turns (the mode conflicts with itself, not with reads), so two stages saved at once
 * cannot both pass the overlap check.
 */
async function lockStages(tx: Db): Promise<void> {
  await tx.execute(sql`lock table ${contestStages} in share row exclusive mode`);
}

/** Periods are half-open: a stage may start the instant the one before it ends. */
async function assertNoOverlap(tx: Db, period: { startsAt: Date; endsAt: Date }, exceptId?: number) {
  const [inTheWay] = await tx
    .select()
    .from(contestStages)
    .where(
      and(
        lt(contestStages.startsAt, period.endsAt),
        gt(contestStages.endsAt, period.startsAt),
        exceptId === undefined ? undefined : ne(contestStages.id, exceptId),
      ),
    )
    .orderBy(asc(contestStages.startsAt))
    .limit(1);
  if (inTheWay) throw new ContestStagesOverlapError(inTheWay);
}

function valuesOf(input: ContestStageBody, editedBy: string) {
  return {
    name: input.name,
    prizeUsd: input.prizeUsd,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    editedBy,
  };
}

export async function createContestStage(
  db: Db,
  input: ContestStageBody,
  editedBy: string,
): Promise<ContestStage> {
  const values = valuesOf(input, editedBy);
  return serviceTransaction(db, async (tx) => {
    await lockStages(tx);
    await assertNoOverlap(tx, values);
    const [row] = await tx.insert(contestStages).values(values).returning();
    if (!row) throw new Error('contest stage insert returned no row');
    return toStage(row);
  });
}

export async function updateContestStage(
  db: Db,
  id: number,
  input: ContestStageBody,
  editedBy: string,
): Promise<ContestStage> {
  const values = valuesOf(input, editedBy);
  return serviceTransaction(db, async (tx) => {
    await lockStages(tx);
    await getContestStage(tx, id);
    await assertNoOverlap(tx, values, id);
    const [row] = await tx
      .update(contestStages)
      .set({ ...values, editedAt: sql`now()` })
      .where(eq(contestStages.id, id))
      .returning();
    if (!row) throw new ContestStageNotFoundError();
    return toStage(row);
  });
}

/** Removes a stage for good: stages live only in the console, no file brings them back. */
export async function removeContestStage(db: Db, id: number): Promise<ContestStage> {
  const [row] = await db.delete(contestStages).where(eq(contestStages.id, id)).returning();
  if (!row) throw new ContestStageNotFoundError();
  return toStage(row);
}
