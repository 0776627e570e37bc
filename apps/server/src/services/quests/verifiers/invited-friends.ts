import { type SQL, sql } from 'drizzle-orm';
import { invitations } from '../../../db/schema/index.ts';
import { type Counter, countOf } from './verifier.ts';

/** Accounts that redeemed this account's invite code. */
export const invitedCount = (account: string): SQL<number> =>
  sql`(select count(*)::int from ${invitations} where ${invitations.invitedBy} = ${account})`;

export const friendsInvited: Counter = (ctx, account) => countOf(ctx.db, invitedCount(account));
