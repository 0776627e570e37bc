import type { ArtistSubmission } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { artistSubmissions } from '../../db/schema/index.ts';
import { SubmissionNotFoundError } from './submission-reaction.ts';
import { findSubmission } from './submission-read.ts';

/**
 * The admin edit view's toggle and the console's Submissions page: hides a submission from every public list, count and love (decision
 * 0038), or shows it again. Setting, not toggling, so a repeated request changes nothing. Loves are
 * kept, so re-enabling restores the submission as it was; the reason, who and when are kept while hidden.
 */
export async function setSubmissionDisabled(
  db: Db,
  id: number,
  disabled: boolean,
  admin: string,
  reason?: string,
): Promise<ArtistSubmission> {
  const moderation = disabled
    ? { disabledReason: reason ?? null, disabledBy: admin.toLowerCase(), disabledAt: new Date() }
    : { disabledReason: null, disabledBy: null, disabledAt: null };
  const updated = await db
    .update(artistSubmissions)
    .set({ disabled, ...moderation })
    .where(eq(artistSubmissions.id, id))
    .returning({ id: artistSubmissions.id });
  if (updated.length === 0) throw new SubmissionNotFoundError();
  const submission = await findSubmission(db, id, admin);
  if (!submission) throw new SubmissionNotFoundError();
  return submission;
}
