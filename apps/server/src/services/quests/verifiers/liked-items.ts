import { and, count, eq } from 'drizzle-orm';
import { nftReactions } from '../../../db/schema/index.ts';
import type { Counter } from './verifier.ts';

/** Items the account likes right now (one row per liked item; un-liking takes it away). */
export const itemsLiked: Counter = async (ctx, account) => {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(nftReactions)
    .where(and(eq(nftReactions.account, account), eq(nftReactions.type, 'like')));
  return row?.n ?? 0;
};
