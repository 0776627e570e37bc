import { type SQL, sql } from 'drizzle-orm';
import { nftReactions } from '../../../db/schema/index.ts';
import { type Counter, countOf } from './verifier.ts';

/** Items the account likes right now (one row per liked item; un-liking takes it away). */
export const likedCount = (account: string): SQL<number> =>
  sql`(select count(*)::int from ${nftReactions} where ${nftReactions.account} = ${account} and ${nftReactions.type} = 'like')`;

export const itemsLiked: Counter = (ctx, account) => countOf(ctx.db, likedCount(account));
