import type { ArtistSubmission } from '@guardians/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type SubmissionRow, toArtistSubmission } from './submission-view.ts';

/** A lateral count over the primary key: one index range per row, for pages already cut. */
const lovesPerRow = sql`cross join lateral (select count(*)::int as total from submission_reactions x
                           where x.submission_id = s.id) r`;

/** Every submission's count in one grouped pass, for orders that rank by loves. */
export const lovesByGroup = sql`left join (select submission_id, count(*)::int as total from submission_reactions
                  group by submission_id) g on g.submission_id = s.id
      cross join lateral (select coalesce(g.total, 0) as total) r`;

/** A submission's media as one JSON array in position order (the index on (submission_id, position) serves it). */
const mediaPerRow = sql`coalesce((select json_agg(json_build_object(
           'type', m.type, 'file_key', m.file_key, 'preview_key', m.preview_key,
           'content_type', m.content_type, 'width', m.width, 'height', m.height, 'bit_rate', m.bit_rate)
           order by m.position)
      from submission_media m where m.submission_id = s.id), '[]'::json)`;

/**
 * The submission columns of `source` (the table, or a page of it already cut) with the exact love
 * count, whether `viewer` loves it and its media: a page is one statement. `extra` adds columns.
 */
export function selectSubmissions(
  viewer: string | null,
  source: SQL = sql`artist_submissions`,
  loves: SQL = lovesPerRow,
  extra: SQL = sql``,
): SQL {
  const mine = viewer
    ? sql`exists (select 1 from submission_reactions m where m.submission_id = s.id and m.account = ${viewer.toLowerCase()})`
    : sql`false`;
  return sql`
    select s.id, s.author_id, s.author_username, s.author_name, s.author_image_url, s.text, s.tweet_id,
           s.tweet_created_at, s.account, s.token_address, s.token_id, s.disabled,
           r.total as total_reactions, ${mine} as reaction_active, ${mediaPerRow} as media ${extra}
      from ${source} s
      ${loves}`;
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
  const [row] = rows.rows;
  return row ? toArtistSubmission(row) : null;
}
