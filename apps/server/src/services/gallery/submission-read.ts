import type { ArtistSubmission } from '@guardians/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MediaRow, type SubmissionRow, toArtistSubmission } from './submission-view.ts';

type Reader = Pick<Db, 'execute'>;

/** A lateral count over the primary key: one index range per row, for pages already cut. */
const lovesPerRow = sql`cross join lateral (select count(*)::int as total from submission_reactions x
                           where x.submission_id = s.id) r`;

/** Every submission's count in one grouped pass, for orders that rank by loves. */
export const lovesByGroup = sql`left join (select submission_id, count(*)::int as total from submission_reactions
                  group by submission_id) g on g.submission_id = s.id
      cross join lateral (select coalesce(g.total, 0) as total) r`;

/**
 * The submission columns of `source` (the table, or a page of it already cut) with the exact love
 * count and whether `viewer` loves it.
 */
export function selectSubmissions(
  viewer: string | null,
  source: SQL = sql`artist_submissions`,
  loves: SQL = lovesPerRow,
): SQL {
  const mine = viewer
    ? sql`exists (select 1 from submission_reactions m where m.submission_id = s.id and m.account = ${viewer.toLowerCase()})`
    : sql`false`;
  return sql`
    select s.id, s.author_id, s.author_username, s.author_name, s.author_image_url, s.text, s.tweet_id,
           s.tweet_created_at, s.account, s.token_address, s.token_id, s.disabled,
           r.total as total_reactions, ${mine} as reaction_active
      from ${source} s
      ${loves}`;
}

/** Media of many submissions in one query, grouped by submission id, in position order. */
async function mediaOf(db: Reader, ids: readonly number[]): Promise<Map<number, MediaRow[]>> {
  const bySubmission = new Map<number, MediaRow[]>();
  if (ids.length === 0) return bySubmission;
  const rows = await db.execute<MediaRow>(sql`
    select submission_id, type, file_key, preview_key, content_type, width, height, bit_rate
      from submission_media
     where submission_id = any(${sql.param([...ids])}::int[])
     order by submission_id, position`);
  for (const row of rows.rows) {
    const list = bySubmission.get(row.submission_id) ?? [];
    list.push(row);
    bySubmission.set(row.submission_id, list);
  }
  return bySubmission;
}

/** Rows to entities, with their media loaded in one query. */
export async function withMedia(db: Reader, rows: readonly SubmissionRow[]): Promise<ArtistSubmission[]> {
  const media = await mediaOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toArtistSubmission(row, media.get(row.id) ?? []));
}

/**
 * One submission, disabled or not (callers that serve the public decide); `viewer` is the caller's
 * account for `userReaction.reactionActive`.
 */
export async function findSubmission(
  db: Db,
  id: number,
  viewer: string | null,
): Promise<ArtistSubmission | null> {
  const rows = await db.execute<SubmissionRow>(sql`${selectSubmissions(viewer)} where s.id = ${id}`);
  const [submission] = await withMedia(db, rows.rows);
  return submission ?? null;
}
