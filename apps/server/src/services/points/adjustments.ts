import type { LedgerEntry, PointsAdjustment } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { pointsLedger } from '../../db/schema/index.ts';
import { toLedgerEntry } from './ledger-history.ts';
import { lockAccountPoints } from './points-ledger.ts';

/**
 * An administrator's correction, positive or negative, as an 'adjustment' row naming the admin in
 * its reference. It takes the account's points lock like any spend, so it is ordered with claims.
 * A negative adjustment may take a balance below zero: it corrects coins that were wrongly earned.
 */
export async function adjustPoints(
  db: Db,
  admin: string,
  adjustment: PointsAdjustment,
): Promise<LedgerEntry> {
  const row = await db.transaction(async (tx) => {
    await lockAccountPoints(tx, adjustment.account);
    const [inserted] = await tx
      .insert(pointsLedger)
      .values({
        account: adjustment.account.toLowerCase(),
        amount: adjustment.amount.toFixed(2),
        reason: 'adjustment',
        reference: admin.toLowerCase(),
        note: adjustment.note,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('adjustment insert returned no row');
  return toLedgerEntry(row);
}
