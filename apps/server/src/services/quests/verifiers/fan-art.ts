import { and, count, eq } from 'drizzle-orm';
import { artistSubmissions } from '../../../db/schema/index.ts';
import type { Counter } from './verifier.ts';

/** Fan-art pieces the account submitted that moderators have not disabled (a disabled one no longer counts). */
export const fanArtSubmitted: Counter = async (ctx, account) => {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(artistSubmissions)
    .where(and(eq(artistSubmissions.account, account.toLowerCase()), eq(artistSubmissions.disabled, false)));
  return row?.n ?? 0;
};
