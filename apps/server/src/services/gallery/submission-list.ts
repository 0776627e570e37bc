import type { ArtistSubmission, GallerySort } from '@guardians/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectSubmissions, withMedia } from './submission-read.ts';
import type { SubmissionRow } from './submission-view.ts';

export type SubmissionListOptions = {
  offset: number;
  limit: number;
  sortBy: GallerySort;
  /** Only administrators' requests may include disabled submissions. */
  includeDisabled: boolean;
  /** Seed of the random order; absent, a seed that changes daily. */
  seed?: string | undefined;
  viewer: string | null;
};

/** Without a visit's seed the random order still holds for a day, so a shared link pages consistently. */
export function dailySeed(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Every order ends on the id, so equal keys never swap between pages. */
function orderBy(sortBy: GallerySort, seed: string): SQL {
  switch (sortBy) {
    case 'oldest':
      return sql`s.tweet_created_at asc, s.id asc`;
    case 'most_reactions':
      return sql`r.total desc, s.id desc`;
    case 'least_reactions':
      return sql`r.total asc, s.id desc`;
    case 'random':
      // A hash of (seed, id) is a fixed permutation for the seed: paging with offsets never repeats.
      return sql`md5(${seed}::text || ':' || s.id::text), s.id`;
    default:
      return sql`s.tweet_created_at desc, s.id desc`;
  }
}

const visible = (includeDisabled: boolean): SQL => (includeDisabled ? sql`true` : sql`not s.disabled`);

/** One page: one query for the rows with their counts, one for all their media. */
export async function listSubmissions(db: Db, options: SubmissionListOptions): Promise<ArtistSubmission[]> {
  const rows = await db.execute<SubmissionRow>(sql`
    ${selectSubmissions(options.viewer)}
     where ${visible(options.includeDisabled)}
     order by ${orderBy(options.sortBy, options.seed ?? dailySeed())}
     limit ${options.limit} offset ${options.offset}`);
  return withMedia(db, rows.rows);
}

export async function countSubmissions(db: Db, includeDisabled: boolean): Promise<number> {
  const rows = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from artist_submissions s where ${visible(includeDisabled)}`,
  );
  return rows.rows[0]?.count ?? 0;
}
