import { COIN_DECIMALS, POINTS_DECIMALS } from '@guardians/shared';

export interface ClaimAmount {
  /** Coins with exactly 2 decimals, as the ledger and the voucher table store them ("30.50"). */
  coins: string;
  /** The same amount of the ERC-20 in wei: exact, never through a float. */
  wei: bigint;
}

// Up to 18 whole digits keeps the value inside numeric(20, 2); the contract's maxClaim is far lower.
const AMOUNT = /^(\d{1,18})(?:\.(\d{1,2}))?$/;

/** "30", "30.5", "30.55" -> coins and wei; anything else (signs, exponents, 3 decimals, 0) -> null. */
export function parseClaimAmount(text: string): ClaimAmount | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(POINTS_DECIMALS, '0');
  const cents = BigInt(whole) * 10n ** BigInt(POINTS_DECIMALS) + BigInt(fraction);
  if (cents === 0n) return null;
  return {
    coins: `${BigInt(whole).toString()}.${fraction}`,
    wei: cents * 10n ** BigInt(COIN_DECIMALS - POINTS_DECIMALS),
  };
}

/** Coins (2 decimals) as hundredths, for comparing balances without float drift. */
export function toCents(coins: number | string): bigint {
  return BigInt(Math.round(Number(coins) * 10 ** POINTS_DECIMALS));
}
