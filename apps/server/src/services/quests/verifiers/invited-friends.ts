import { count, eq } from 'drizzle-orm';
import { invitations } from '../../../db/schema/index.ts';
import type { Counter } from './verifier.ts';

/** Accounts that redeemed this account's invite code. */
export const friendsInvited: Counter = async (ctx, account) => {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(invitations)
    .where(eq(invitations.invitedBy, account));
  return row?.n ?? 0;
};
