import { type SQL, sql } from 'drizzle-orm';
import { artistSubmissions } from '../../../db/schema/index.ts';
import { type Counter, countOf } from './verifier.ts';

/** Fan-art pieces the account submitted that moderators have not disabled (a disabled one no longer counts). */
export const fanArtCount = (account: string): SQL<number> =>
  sql`(select count(*)::int from ${artistSubmissions} where ${artistSubmissions.account} = ${account.toLowerCase()} and not ${artistSubmissions.disabled})`;

export const fanArtSubmitted: Counter = (ctx, account) => countOf(ctx.db, fanArtCount(account));
