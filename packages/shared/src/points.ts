import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { MAX_PAGE_OFFSET, NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listOf } from './envelopes.ts';

/**
 * Coins (points) carry two decimals everywhere: the ledger stores numeric(20,2), the API answers
 * numbers rounded to 2 decimals, and one coin claims as 10^18 wei of the ERC-20 (decision 0031).
 */
export const POINTS_DECIMALS = 2;
/**
 * True when `value` is a whole number of hundredths as far as a float can say, so a numeric(20,2)
 * column keeps what was meant (1.15 is; 0.004 and 12.345 are not). A float holds 0.29 as
 * 0.28999999999999998 and 3 × 0.01 as 0.030000000000000002: a client that computes its amount (or an
 * OpenAPI generator honouring `multipleOf: 0.01`) sends such values, so the check allows the float's
 * own rounding error, scaled to the value, and nothing more.
 */
export function hasPointsDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const hundredths = value * 10 ** POINTS_DECIMALS;
  const error = Math.abs(hundredths - Math.round(hundredths));
  return error <= 8 * Number.EPSILON * Math.max(1, Math.abs(hundredths));
}
export const COIN_DECIMALS = 18;

/** Why a balance changed. `claim` reserves coins for a voucher; `claim_refund` returns an expired one's. */
export const ledgerReasons = ['quest', 'referral', 'adjustment', 'claim', 'claim_refund'] as const;
export const LedgerReasonSchema = z.enum(ledgerReasons);
export type LedgerReason = z.infer<typeof LedgerReasonSchema>;
/** Reasons that count towards the quest leaderboard (earned coins; claiming does not lower a rank). */
export const earningReasons = ['quest', 'referral', 'adjustment'] as const satisfies readonly LedgerReason[];

export const LedgerEntrySchema = z.object({
  _id: z.string(),
  account: AddressSchema,
  amount: z.number(),
  reason: LedgerReasonSchema,
  /** What the row refers to: the quest id, the referred account, the voucher id, an admin's note. */
  reference: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const LEDGER_PAGE_SIZE = 25;
export const LedgerQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(LEDGER_PAGE_SIZE),
});
export const LedgerResponseSchema = z.object({
  data: listOf(LedgerEntrySchema).extend({ balance: z.number() }),
});

/** GET /api/points/balance/me: the navbar's coin balance (spec 7 leaves the path open). */
export const CoinBalanceResponseSchema = z.object({
  data: z.object({ account: AddressSchema, balance: z.number() }),
});

/** POST /api/admin/points/adjustments: an administrator's correction, positive or negative. */
/** The largest coin amount one admin adjustment may add or take away. */
export const POINTS_ADJUSTMENT_MAX = 1_000_000_000;
export const PointsAdjustmentSchema = z.object({
  account: AddressSchema,
  amount: z
    .number()
    // The ledger's numeric(20, 2) holds less than 1e18; a balance sums many rows, so one row stays far below.
    .min(-POINTS_ADJUSTMENT_MAX, `amount must be at least -${POINTS_ADJUSTMENT_MAX}`)
    .max(POINTS_ADJUSTMENT_MAX, `amount must be at most ${POINTS_ADJUSTMENT_MAX}`)
    .refine((n) => n !== 0 && Number.isFinite(n), 'amount must be a non-zero number')
    // n * 100 is not exact in floating point (1.15 * 100 = 114.99999999999999): compare decimals instead.
    .refine(hasPointsDecimals, 'amount may have at most 2 decimals')
    // The two refinements as the OpenAPI document states them: not zero, whole cents.
    .meta({ not: { enum: [0] }, multipleOf: 0.01 }),
  note: z.string().trim().min(1, 'note is required').max(300).refine(withoutNul, NUL_MESSAGE),
});
export type PointsAdjustment = z.infer<typeof PointsAdjustmentSchema>;

/** GET /api/admin/points/ledger.csv: one account's rows, or everyone's when `account` is absent. */
export const LedgerExportQuerySchema = z.object({ account: AddressSchema.optional() });
export const LedgerEntryResponseSchema = z.object({ data: LedgerEntrySchema });
