import type { LedgerEntry } from '@guardians/shared/quests';
import { formatCoins } from './coin-amounts.ts';

/** What a ledger row means to its owner; the reason codes and voucher ids stay out of sight. */
export function ledgerLabel(entry: Pick<LedgerEntry, 'reason' | 'note'>): string {
  const note = entry.note?.trim();
  switch (entry.reason) {
    case 'quest':
      return note ? `Quest: ${note}` : 'Quest';
    case 'referral':
      return 'Friend joined';
    case 'adjustment':
      return note ? `Adjustment: ${note}` : 'Adjustment';
    case 'claim':
      return 'Claimed on chain';
    case 'claim_refund':
      return 'Claim expired, coins returned';
  }
}

/** '+50.00' / '-12.50': the sign always shown, so a column of amounts reads as gains and spends. */
export function formatSignedCoins(amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  return `${sign}${formatCoins(Math.abs(amount))}`;
}
