import type { ShieldListQuery } from '@guardians/shared';
import { and, asc, count, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shieldAwards, shields } from '../../db/schema/index.ts';

export type ShieldRow = typeof shields.$inferSelect;
export type AwardedShieldRow = ShieldRow & { reason: string; awardedAt: Date };

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listShieldRows(
  db: Db,
  query: ShieldListQuery,
): Promise<{ rows: ShieldRow[]; total: number }> {
  const where = query.name ? ilike(shields.name, containsPattern(query.name)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(shields).where(where).orderBy(asc(shields.id)).offset(query.offset).limit(query.limit),
    db.select({ total: count() }).from(shields).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findShieldRow(db: Pick<Db, 'select'>, id: number): Promise<ShieldRow | undefined> {
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return undefined;
  const [row] = await db.select().from(shields).where(eq(shields.id, id)).limit(1);
  return row;
}

/** Names hold no `_` (see ShieldNameSchema), so the path form maps back to exactly one shield. */
export async function findShieldByPathName(db: Db, pathName: string): Promise<ShieldRow | undefined> {
  const [row] = await db
    .select()
    .from(shields)
    .where(sql`replace(lower(${shields.name}), ' ', '_') = lower(${pathName})`)
    .limit(1);
  return row;
}

export async function isShieldNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shields.id })
    .from(shields)
    .where(sql`lower(${shields.name}) = lower(${name})`)
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function isImageKeyUsed(db: Db, imageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shields.id })
    .from(shields)
    .where(eq(shields.imageKey, imageKey))
    .limit(1);
  return row !== undefined;
}

export async function ruledShieldsWithout(db: Db, account: string): Promise<ShieldRow[]> {
  return db
    .select()
    .from(shields)
    .where(
      and(
        isNotNull(shields.rule),
        sql`not exists (select 1 from ${shieldAwards} where ${shieldAwards.shieldId} = ${shields.id}
          and ${shieldAwards.account} = ${account})`,
      ),
    );
}

/** Awards are kept once earned; a second evaluation racing this one changes nothing. */
export async function insertAwards(
  db: Db,
  account: string,
  awards: { shieldId: number; reason: string }[],
): Promise<void> {
  if (awards.length === 0) return;
  await db
    .insert(shieldAwards)
    .values(awards.map((award) => ({ ...award, account })))
    .onConflictDoNothing();
}

export async function awardedShieldRows(db: Db, account: string): Promise<AwardedShieldRow[]> {
  const rows = await db
    .select({ shield: shields, reason: shieldAwards.reason, awardedAt: shieldAwards.awardedAt })
    .from(shieldAwards)
    .innerJoin(shields, eq(shields.id, shieldAwards.shieldId))
    .where(eq(shieldAwards.account, account))
    .orderBy(asc(shieldAwards.awardedAt), asc(shields.id));
  return rows.map(({ shield, reason, awardedAt }) => ({ ...shield, reason, awardedAt }));
}

export async function hasAward(db: Db, shieldId: number, account: string): Promise<boolean> {
  const [row] = await db
    .select({ shieldId: shieldAwards.shieldId })
    .from(shieldAwards)
    .where(and(eq(shieldAwards.shieldId, shieldId), eq(shieldAwards.account, account)))
    .limit(1);
  return row !== undefined;
}

export async function existingSlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db.select({ slug: shields.slug }).from(shields).where(inArray(shields.slug, slugs));
  return new Set(rows.flatMap((row) => (row.slug ? [row.slug] : [])));
}
