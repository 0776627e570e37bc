import type { GalleryReaction } from '@guardians/shared';
import { galleryListMessages } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { XNotLinkedError } from '../reactions/reaction-errors.ts';
import { findLink } from '../social/social-repository.ts';

export class SubmissionNotFoundError extends NotFoundError {
  override readonly code = 'SUBMISSION_NOT_FOUND';
  constructor() {
    super(galleryListMessages.notFound);
  }
}

/**
 * Sets (`active`) or toggles the account's love. Each change is one statement on the (submission,
 * account) primary key, so concurrent requests never double-count and a racing insert is a no-op.
 */
export async function updateSubmissionLove(
  db: Db,
  submissionId: number,
  account: string,
  active: boolean | undefined,
): Promise<GalleryReaction> {
  const found = await db.execute<{ id: number }>(
    sql`select id from artist_submissions where id = ${submissionId} and not disabled`,
  );
  if (found.rows.length === 0) throw new SubmissionNotFoundError();
  if (!(await findLink(db, account, 'twitter'))) throw new XNotLinkedError();

  const owner = account.toLowerCase();
  const match = sql`submission_id = ${submissionId} and account = ${owner}`;
  if (active === true) {
    await db.execute(sql`insert into submission_reactions (submission_id, account)
      values (${submissionId}, ${owner}) on conflict do nothing`);
  } else if (active === false) {
    await db.execute(sql`delete from submission_reactions where ${match}`);
  } else {
    await db.execute(sql`
      with removed as (delete from submission_reactions where ${match} returning 1)
      insert into submission_reactions (submission_id, account)
      select ${submissionId}::int, ${owner}::text where not exists (select 1 from removed)
      on conflict do nothing`);
  }
  const rows = await db.execute<{ total: number; mine: boolean }>(sql`
    select count(*)::int as total, coalesce(bool_or(account = ${owner}), false) as mine
      from submission_reactions where submission_id = ${submissionId}`);
  const row = rows.rows[0];
  return { reactionActive: row?.mine ?? false, totalReactionsCount: row?.total ?? 0 };
}
