import type { AdminRole } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Console roles granted in the console (decision 0082). The accounts in ADMIN_ACCOUNTS are owners by
 * configuration and have no row here.
 */
export const adminRoles = pgTable(
  'admin_roles',
  {
    account: text('account').notNull(),
    role: text('role').$type<AdminRole>().notNull(),
    grantedBy: text('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.role] }),
    check('admin_roles_role', sql`${t.role} in ('owner', 'moderator', 'judge')`),
    check('admin_roles_account_lower', sql`${t.account} = lower(${t.account})`),
  ],
);

/** Every console change, written in the change's own transaction: who, what, before, after, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at').on(t.at)],
);
