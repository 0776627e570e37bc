import { COIN_DECIMALS, POINTS_DECIMALS } from '@guardians/shared/quests';
import { swapMessages } from '@guardians/shared/swaps';
import { formatNumber } from '../../../lib/format-number.ts';

const WEI_PER_CENT = 10n ** BigInt(COIN_DECIMALS - POINTS_DECIMALS);
const CENTS = 10 ** POINTS_DECIMALS;

/** A contract read as a bigint; spec 5: anything non-numeric (undefined, '', 'abc', NaN) counts as 0. */
export function toBigintOrZero(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : 0n;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return BigInt(value.trim());
  return 0n;
}

/**
 * Wei of the coin to coins, cut (never rounded up) to the 2 decimals coins carry, so the page never
 * offers a hundredth the wallet does not have.
 */
export function weiToCoins(value: unknown): number {
  const cents = toBigintOrZero(value) / WEI_PER_CENT;
  return Number(cents) / CENTS;
}

function toCents(coins: number): number {
  return Number.isFinite(coins) && coins > 0 ? Math.floor(Math.round(coins * CENTS * 1000) / 1000) : 0;
}

/** Coins with exactly 2 decimals and thousands separators, as the spec shows points. */
export function formatCoins(coins: number): string {
  return formatNumber(toCents(coins) / CENTS, {
    minimumFractionDigits: POINTS_DECIMALS,
    maximumFractionDigits: POINTS_DECIMALS,
  });
}

export type ClaimLimits = {
  /** Coins a claim period allows (from the contract). */
  maxClaim: number;
  /** Coins this wallet claimed in the current period (from the contract). */
  claimedThisPeriod: number;
  /** Unix seconds when the period's allowance renews; 0 when the wallet never claimed. */
  nextClaimTimestamp: number;
};

/**
 * What the period still allows. Once the renewal time has passed, the contract counts from zero
 * again, even though its stored claimed amount is only reset by the next claim.
 */
export function remainingThisPeriod(limits: ClaimLimits, nowSeconds: number): number {
  if (limits.nextClaimTimestamp <= nowSeconds) return limits.maxClaim;
  return Math.max(0, toCents(limits.maxClaim) - toCents(limits.claimedThisPeriod)) / CENTS;
}

/** The Max button: the ledger balance, capped by what the period still allows. */
export function maxClaimAmount(balance: number, limits: ClaimLimits, nowSeconds: number): number {
  return Math.min(toCents(balance), toCents(remainingThisPeriod(limits, nowSeconds))) / CENTS;
}

export type AmountCheck = { ok: true; amount: string } | { ok: false; message: string };

/**
 * The amount field: a positive number of coins with at most 2 decimals, within the balance and the
 * period's allowance. Compared in hundredths so 0.1 + 0.2 never decides a claim.
 */
export function checkClaimAmount(
  input: string,
  context: { balance: number; remaining: number },
): AmountCheck {
  const text = input.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { ok: false, message: swapMessages.invalidAmount };
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * CENTS + Number(fraction.padEnd(POINTS_DECIMALS, '0'));
  if (!Number.isSafeInteger(cents) || cents <= 0) return { ok: false, message: swapMessages.invalidAmount };
  if (cents > toCents(context.balance)) return { ok: false, message: swapMessages.notEnoughCoins };
  if (cents > toCents(context.remaining)) return { ok: false, message: swapMessages.overMaxClaim };
  return { ok: true, amount: (cents / CENTS).toFixed(POINTS_DECIMALS) };
}
