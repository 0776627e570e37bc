import type { PrizeVerification } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prizeVerifications } from '../../db/schema/index.ts';
import { guardiansHeld } from '../catalogue/guardians-held.ts';
import { NotHolderError } from './certified-errors.ts';

type VerificationRow = typeof prizeVerifications.$inferSelect;

const NOT_VERIFIED: PrizeVerification = { verified: false, verifiedAt: null, held: 0 };

function toVerification(row: VerificationRow): PrizeVerification {
  return { verified: true, verifiedAt: row.verifiedAt.toISOString(), held: row.held };
}

async function findVerification(db: Db, account: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(prizeVerifications)
    .where(eq(prizeVerifications.account, account))
    .limit(1);
  return row;
}

export async function getPrizeVerification(db: Db, account: string): Promise<PrizeVerification> {
  const row = await findVerification(db, account);
  return row ? toVerification(row) : NOT_VERIFIED;
}

/**
 * Verifies once: a verified account gets its first answer back unchanged (selling the Guardians
 * later does not undo it). Otherwise the default collection is counted; with none held nothing is
 * recorded, so the account can try again after buying one.
 */
export async function verifyPrizeEligibility(
  db: Db,
  site: { chainId: number; defaultTokenAddress: string | undefined },
  account: string,
): Promise<PrizeVerification> {
  const existing = await findVerification(db, account);
  if (existing) return toVerification(existing);
  const held = await guardiansHeld(db, site, account);
  if (held < 1) throw new NotHolderError();
  // A racing second verification hits the key and keeps the first row, which both then answer.
  await db.insert(prizeVerifications).values({ account, held }).onConflictDoNothing();
  const row = await findVerification(db, account);
  if (!row) throw new Error('prize verification insert left no row');
  return toVerification(row);
}
