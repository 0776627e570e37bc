import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Claim vouchers. Issuing one reserves its coins in the points ledger (reason 'claim'); the
 * Claimed event finalises it; one unused past its deadline is expired and refunded ('claim_refund').
 */
export const claimVouchers = pgTable(
  'claim_vouchers',
  {
    /** The uint256 voucher id signed into the voucher (random 128 bits, as a decimal string). */
    id: text('id').primaryKey(),
    account: text('account').notNull(),
    chainId: integer('chain_id').notNull(),
    claimContract: text('claim_contract').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    amountWei: numeric('amount_wei', { precision: 78, scale: 0 }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    signature: text('signature').notNull(),
    status: text('status').$type<'issued' | 'claimed' | 'expired'>().notNull().default('issued'),
    txHash: text('tx_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('claim_vouchers_account').on(t.account, t.createdAt),
    index('claim_vouchers_open').on(t.deadline).where(sql`${t.status} = 'issued'`),
    check('claim_vouchers_status', sql`${t.status} in ('issued', 'claimed', 'expired')`),
    check('claim_vouchers_amount_positive', sql`${t.amount} > 0`),
    check('claim_vouchers_account_lower', sql`${t.account} = lower(${t.account})`),
  ],
);
