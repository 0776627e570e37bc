import type { ConsoleQuest, ReviewQueueItem } from '@guardians/shared';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceTransaction } from '../../db/request-transaction.ts';
import { questCompletions, quests, users } from '../../db/schema/index.ts';
import { toCompletion } from './completion-repository.ts';
import { QuestOrderIncompleteError } from './quest-errors.ts';
import { toQuest } from './quest-repository.ts';

type Page = { offset: number; limit: number; q?: string | undefined };

function like(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const countOf = (status: 'completed' | 'pending') =>
  sql<number>`(select count(*)::int from ${questCompletions} c where c.quest_id = "quests"."id" and c.status = ${status})`;

/** Every quest in display order with where it came from and its queue, for the console. */
export async function listConsoleQuests(
  db: Db,
  page: Page,
): Promise<{ items: ConsoleQuest[]; total: number }> {
  const where = page.q ? or(ilike(quests.title, like(page.q)), ilike(quests.slug, like(page.q))) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ quest: quests, completions: countOf('completed'), pending: countOf('pending') })
      .from(quests)
      .where(where)
      .orderBy(asc(quests.position), asc(quests.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(quests).where(where),
  ]);
  const items = rows.map(({ quest, completions, pending }) => ({
    ...toQuest(quest, completions),
    origin: quest.slug === null ? 'console' : quest.editedAt ? 'edited' : 'file',
    pending,
  })) satisfies ConsoleQuest[];
  return { items, total: totals?.n ?? 0 };
}

/** Sets the display order: `ids` must name every quest once; each gets its index as its position. */
export async function reorderQuests(db: Db, ids: readonly number[]): Promise<void> {
  return serviceTransaction(db, async (tx) => {
    // Locked, so a quest created meanwhile cannot slip between the check and the writes.
    const existing = await tx.select({ id: quests.id }).from(quests).for('update');
    const known = new Set(existing.map((row) => row.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) throw new QuestOrderIncompleteError();
    await tx.execute(sql`
      update ${quests} set position = o.position, edited_at = now()
        from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, position)
       where ${quests.id} = o.id and ${quests.position} <> o.position`);
  });
}

/** The review queue across quests: oldest first, so the first sent is the first reviewed. */
export async function listReviewQueue(
  db: Db,
  page: Page & { status: 'pending' | 'completed' | 'rejected' },
): Promise<{ items: ReviewQueueItem[]; total: number }> {
  const search: SQL | undefined = page.q
    ? or(
        ilike(quests.title, like(page.q)),
        ilike(questCompletions.account, like(page.q)),
        ilike(users.username, like(page.q)),
        ilike(questCompletions.proof, like(page.q)),
      )
    : undefined;
  const where = and(eq(questCompletions.status, page.status), search);
  const base = () =>
    db
      .select({
        completion: questCompletions,
        username: users.username,
        title: quests.title,
        points: quests.points,
      })
      .from(questCompletions)
      .innerJoin(quests, eq(quests.id, questCompletions.questId))
      .leftJoin(users, eq(users.account, questCompletions.account));
  const [rows, [totals]] = await Promise.all([
    base()
      .where(where)
      .orderBy(asc(questCompletions.createdAt), asc(questCompletions.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(questCompletions)
      .innerJoin(quests, eq(quests.id, questCompletions.questId))
      .leftJoin(users, eq(users.account, questCompletions.account))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toCompletion(row.completion, row.username),
      questTitle: row.title,
      points: Number(row.points),
    })),
    total: totals?.n ?? 0,
  };
}
