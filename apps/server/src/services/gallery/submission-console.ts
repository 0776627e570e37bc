import type { ConsoleSubmission, ConsoleSubmissionQuery } from '@guardians/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { namesOf } from '../admin/roles-repository.ts';
import { lovesByGroup, selectSubmissions } from './submission-read.ts';
import { type SubmissionRow, toArtistSubmission } from './submission-view.ts';

type ConsoleRow = SubmissionRow & {
  source: 'upload' | 'x_api';
  account_name: string | null;
  disabled_reason: string | null;
  disabled_by: string | null;
  disabled_at: Date | string | null;
  list_total: number;
};

function order(sort: ConsoleSubmissionQuery['sort']): SQL {
  if (sort === 'oldest') return sql`s.tweet_created_at asc, s.id asc`;
  if (sort === 'most_loved') return sql`r.total desc, s.id desc`;
  return sql`s.tweet_created_at desc, s.id desc`;
}

function matching(query: ConsoleSubmissionQuery): SQL {
  const status =
    query.status === 'hidden' ? sql`s.disabled` : query.status === 'shown' ? sql`not s.disabled` : sql`true`;
  if (!query.q) return status;
  const processId = /^gs-0*(\d{1,9})$/i.exec(query.q);
  if (processId) return sql`${status} and s.id = ${Number(processId[1])}`;
  const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${status} and (s.author_username ilike ${like} or s.author_name ilike ${like}
    or s.text ilike ${like} or s.account ilike ${like} or u.username ilike ${like})`;
}

/**
 * A page of every submission as reviewers see it: hidden ones with why, who and when, the submitter's
 * name, and the total of the filtered list. A moderation list is small next to the gallery's public
 * reads, so it counts with a window instead of the totals read model.
 */
export async function listConsoleSubmissions(
  db: Db,
  query: ConsoleSubmissionQuery,
): Promise<{ items: ConsoleSubmission[]; total: number }> {
  const extra = sql`, s.source, u.username as account_name, s.disabled_reason, s.disabled_by, s.disabled_at,
    count(*) over ()::int as list_total`;
  const rows = await db.execute<ConsoleRow>(sql`
    ${selectSubmissions(null, sql`artist_submissions`, sql`left join users u on u.account = s.account ${lovesByGroup}`, extra)}
     where ${matching(query)}
     order by ${order(query.sort)}
     limit ${query.limit} offset ${query.offset}`);
  const moderators = [...new Set(rows.rows.flatMap((row) => (row.disabled_by ? [row.disabled_by] : [])))];
  const names = await namesOf(db, moderators);
  const items = rows.rows.map((row) => ({
    ...toArtistSubmission({ ...row, reaction_active: false }),
    source: row.source,
    accountName: row.account_name,
    moderation: row.disabled
      ? {
          reason: row.disabled_reason,
          by: row.disabled_by,
          byName: row.disabled_by ? (names.get(row.disabled_by) ?? null) : null,
          at: row.disabled_at ? new Date(row.disabled_at).toISOString() : null,
        }
      : null,
  }));
  const total = rows.rows[0]?.list_total ?? (query.offset > 0 ? await countMatching(db, query) : 0);
  return { items, total };
}

async function countMatching(db: Db, query: ConsoleSubmissionQuery): Promise<number> {
  const rows = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from artist_submissions s left join users u on u.account = s.account
     where ${matching(query)}`);
  return rows.rows[0]?.total ?? 0;
}
