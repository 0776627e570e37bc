import type { Guardian, GuardianContent, GuardianListQuery } from '@guardians/shared';
import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guardians } from '../../db/schema/index.ts';

type Row = typeof guardians.$inferSelect;

function toGuardian(row: Row): Guardian {
  const { id, element, ...rest } = row;
  return { _id: id, element: element as Guardian['element'], ...rest };
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listGuardians(
  db: Db,
  query: GuardianListQuery,
): Promise<{ items: Guardian[]; total: number }> {
  const where = query.name ? ilike(guardians.name, containsPattern(query.name)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(guardians)
      .where(where)
      .orderBy(asc(guardians.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(guardians).where(where),
  ]);
  return { items: rows.map(toGuardian), total: counted?.total ?? 0 };
}

export async function findGuardian(db: Pick<Db, 'select'>, id: number): Promise<Guardian | undefined> {
  // ids beyond PostgreSQL's integer range exist nowhere; asking would be a type error in SQL.
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return undefined;
  const [row] = await db.select().from(guardians).where(eq(guardians.id, id)).limit(1);
  return row ? toGuardian(row) : undefined;
}

/** The content file is the source of truth for the lore: a restart applies its edits. */
export async function upsertGuardians(db: Db, entries: GuardianContent[]): Promise<void> {
  await db
    .insert(guardians)
    .values(entries)
    .onConflictDoUpdate({
      target: guardians.id,
      set: {
        name: sql`excluded.name`,
        title: sql`excluded.title`,
        element: sql`excluded.element`,
        description: sql`excluded.description`,
        image: sql`excluded.image`,
        powers: sql`excluded.powers`,
        story: sql`excluded.story`,
      },
    });
}
