import type { ContestSettings } from '@guardians/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestSettings } from '../../db/schema/index.ts';

const ROW_ID = 1;

/** The settings the console saved over the environment's default (CONTEST_CLAIM_THRESHOLD). */
export async function getContestSettings(db: Db, defaultClaimThreshold: number): Promise<ContestSettings> {
  const [row] = await db.select().from(contestSettings).where(eq(contestSettings.id, ROW_ID));
  const saved = row?.claimThreshold ?? null;
  return {
    claimThreshold: saved ?? defaultClaimThreshold,
    defaultClaimThreshold,
    edited: saved !== null,
    editedAt: row?.editedAt.toISOString() ?? null,
    editedBy: row?.editedBy ?? null,
  };
}

/** The claim threshold in force: the console's, else the environment's. */
export async function claimThresholdOf(db: Db, defaultClaimThreshold: number): Promise<number> {
  return (await getContestSettings(db, defaultClaimThreshold)).claimThreshold;
}

export async function saveContestSettings(
  db: Db,
  input: { claimThreshold: number | null },
  editedBy: string,
  defaultClaimThreshold: number,
): Promise<ContestSettings> {
  await db
    .insert(contestSettings)
    .values({ id: ROW_ID, claimThreshold: input.claimThreshold, editedBy })
    .onConflictDoUpdate({
      target: contestSettings.id,
      set: { claimThreshold: input.claimThreshold, editedBy, editedAt: sql`now()` },
    });
  return getContestSettings(db, defaultClaimThreshold);
}
