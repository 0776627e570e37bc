import type { Judge } from '@guardians/shared';
import { contestMessages } from '@guardians/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestJudges } from '../../db/schema/contest.ts';
import { NotFoundError } from '../../errors.ts';

const judgeColumns = { account: contestJudges.account, name: contestJudges.name };

/** The judge with this account, or null (spec 6: a judge is anyone this lookup returns data for). */
export async function findJudge(db: Db, account: string): Promise<Judge | null> {
  const [row] = await db
    .select(judgeColumns)
    .from(contestJudges)
    .where(eq(contestJudges.account, account.toLowerCase()));
  return row ?? null;
}

/** Makes the account a judge, or renames an existing one. */
export async function saveJudge(db: Db, account: string, name: string): Promise<Judge> {
  const [row] = await db
    .insert(contestJudges)
    .values({ account: account.toLowerCase(), name })
    .onConflictDoUpdate({ target: contestJudges.account, set: { name: sql`excluded.name` } })
    .returning(judgeColumns);
  if (!row) throw new Error('judge upsert returned no row');
  return row;
}

export async function removeJudge(db: Db, account: string): Promise<Judge> {
  const [row] = await db
    .delete(contestJudges)
    .where(eq(contestJudges.account, account.toLowerCase()))
    .returning(judgeColumns);
  if (!row) throw new NotFoundError(contestMessages.notAJudge);
  return row;
}

/** Every judge, by name, for the console's contest page. */
export async function listJudges(db: Db): Promise<Judge[]> {
  return db
    .select(judgeColumns)
    .from(contestJudges)
    .orderBy(sql`lower(${contestJudges.name})`, contestJudges.account);
}
