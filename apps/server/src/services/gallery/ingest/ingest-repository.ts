import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { artistSubmissions, userSocials } from '../../../db/schema/index.ts';

/**
 * The newest post ingested so far, as X's `since_id`. Ids are compared as numbers (text order would
 * put 999 after 1000); only ingested rows count, since an upload says nothing about what X was asked.
 */
export async function latestIngestedTweetId(db: Db): Promise<string | undefined> {
  const rows = await db.execute<{ latest: string | null }>(sql`
    select max(tweet_id::numeric)::text as latest
      from artist_submissions
     where source = 'x_api'`);
  return rows.rows[0]?.latest ?? undefined;
}

/**
 * Which of these posts the gallery already holds, so their media are not downloaded again. Only a
 * shortcut: the insert itself still settles a race on the unique index.
 */
export async function knownTweetIds(db: Db, tweetIds: readonly string[]): Promise<Set<string>> {
  if (tweetIds.length === 0) return new Set();
  const rows = await db
    .select({ tweetId: artistSubmissions.tweetId })
    .from(artistSubmissions)
    .where(inArray(artistSubmissions.tweetId, [...tweetIds]));
  return new Set(rows.map((row) => row.tweetId));
}

/** The wallet that linked this X account, if one did: the post is then credited to it. */
export async function walletOfXAccount(db: Db, xUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ account: userSocials.account })
    .from(userSocials)
    .where(and(eq(userSocials.provider, 'twitter'), eq(userSocials.providerAccountId, xUserId)))
    .limit(1);
  return row?.account ?? null;
}
