import type { Quest, QuestForm, QuestKind } from '@guardians/shared';
import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questCompletions, quests } from '../../db/schema/index.ts';

export type QuestRow = typeof quests.$inferSelect;
type CompletionStatus = (typeof questCompletions.$inferSelect)['status'];
/** The pool or a transaction. */
export type QuestDb = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

// Spelled out: inside a select, drizzle renders ${quests.id} unqualified, which the subquery would
// read as its own id column.
const completedCount = sql<number>`(select count(*)::int from ${questCompletions} c where c.quest_id = "quests"."id" and c.status = 'completed')`;

export function toQuest(row: QuestRow, completions: number): Quest {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    kind: row.kind,
    params: row.params,
    points: Number(row.points),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxCompletions: row.maxCompletions,
    completions,
    disabled: row.disabled,
    position: row.position,
  };
}

export async function listQuests(
  db: Db,
  page: { offset: number; limit: number; includeDisabled: boolean; hiddenKinds?: readonly QuestKind[] },
): Promise<{ items: Quest[]; total: number }> {
  const hidden = page.hiddenKinds ?? [];
  const visible = page.includeDisabled
    ? undefined
    : and(eq(quests.disabled, false), hidden.length > 0 ? notInArray(quests.kind, [...hidden]) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ quest: quests, completions: completedCount })
      .from(quests)
      .where(visible)
      .orderBy(asc(quests.position), asc(quests.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(quests).where(visible),
  ]);
  return { items: rows.map((row) => toQuest(row.quest, row.completions)), total: totals?.n ?? 0 };
}

export async function findQuest(db: QuestDb, id: number): Promise<QuestRow | undefined> {
  const [row] = await db.select().from(quests).where(eq(quests.id, id));
  return row;
}

export async function findQuestView(db: Db, id: number): Promise<Quest | undefined> {
  const [row] = await db
    .select({ quest: quests, completions: completedCount })
    .from(quests)
    .where(eq(quests.id, id));
  return row ? toQuest(row.quest, row.completions) : undefined;
}

/** The quest row as a completion read it: its `xmin`, which any edit of the row changes. */
export type QuestVersion = string;

/**
 * Takes a shared lock on the quest, held until the transaction ends, and in the same statement reads
 * the quest row, its version and the status of `account`'s completion of it (if any): completions run
 * side by side, while an administrator's edit (disabling it, moving its end; `lockQuestForEdit`)
 * waits for those in flight and they for it. An advisory lock rather than `FOR SHARE`: concurrent row
 * share locks make PostgreSQL write a new multixact into the row for every completion.
 *
 * The statement's snapshot predates its lock: when the lock waited for an edit, the row read here is
 * the one before it. The completion's write checks the version (`questUnchanged`) in its own, later
 * snapshot, which sees every edit the lock waited for, and the completion is read again when it
 * changed. One round trip instead of two for the lock and the read.
 */
export async function lockQuestForCompletion(
  tx: QuestDb,
  id: number,
  account: string,
): Promise<
  { quest: QuestRow; version: QuestVersion; completionStatus: CompletionStatus | null } | undefined
> {
  const [row] = await tx
    .select({
      quest: quests,
      version: sql<QuestVersion>`"quests"."xmin"::text`,
      completionStatus: questCompletions.status,
      locked: sql`pg_advisory_xact_lock_shared(hashtextextended(${`quest:${id}`}, 0))`,
    })
    .from(quests)
    .leftJoin(
      questCompletions,
      and(eq(questCompletions.questId, quests.id), eq(questCompletions.account, account)),
    )
    .where(eq(quests.id, id));
  return row && { quest: row.quest, version: row.version, completionStatus: row.completionStatus };
}

/** True, in a write's own snapshot, while the quest is as `lockQuestForCompletion` read it. */
export function questUnchanged(id: number, version: QuestVersion) {
  return sql`exists (select 1 from ${quests} q where q.id = ${id} and q.xmin::text = ${version})`;
}

/** The exclusive side of `lockQuestForCompletion`'s lock, for an edit of the quest. */
export async function lockQuestForEdit(tx: QuestDb, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quest:${id}`}, 0))`);
}

/**
 * Completions of a quest with a limit take turns from here to commit, so places are counted one
 * request at a time and the limit cannot be overrun; quests without a limit never take it.
 */
export async function takeTurnForPlaces(tx: QuestDb, questId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quest_places:${questId}`}, 0))`);
}

/** Completions that hold a place under the quest's limit: paid ones and those awaiting review. */
export async function placesTaken(tx: QuestDb, questId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(questCompletions)
    .where(
      and(eq(questCompletions.questId, questId), sql`${questCompletions.status} in ('completed', 'pending')`),
    );
  return row?.n ?? 0;
}

function formValues(form: QuestForm) {
  return {
    title: form.title,
    description: form.description,
    kind: form.kind,
    params: form.params,
    points: String(form.points),
    startsAt: form.startsAt ? new Date(form.startsAt) : null,
    endsAt: form.endsAt ? new Date(form.endsAt) : null,
    maxCompletions: form.maxCompletions,
    disabled: form.disabled,
    position: form.position,
  };
}

export async function insertQuest(db: Db, form: QuestForm): Promise<QuestRow> {
  const [row] = await db.insert(quests).values(formValues(form)).returning();
  if (!row) throw new Error('quest insert returned no row');
  return row;
}

export async function updateQuestRow(
  db: QuestDb,
  id: number,
  form: QuestForm,
): Promise<QuestRow | undefined> {
  const [row] = await db
    .update(quests)
    .set({ ...formValues(form), updatedAt: new Date(), editedAt: new Date() })
    .where(eq(quests.id, id))
    .returning();
  return row;
}
