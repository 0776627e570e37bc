import type { ArtistSubmission } from '@guardians/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissionReactions } from '../../db/schema/index.ts';

/**
 * A shared gallery page (cached as nobody sees it) with `viewer`'s own loves marked, as the
 * uncached query marks them: one primary-key lookup for the page's ids. Read from the primary so
 * a love shows on the very next list, whatever a replica has replayed.
 */
export async function withViewerLoves(
  db: Db,
  page: ArtistSubmission[],
  viewer: string | null,
): Promise<ArtistSubmission[]> {
  if (!viewer || page.length === 0) return page;
  const loved = await db
    .select({ id: submissionReactions.submissionId })
    .from(submissionReactions)
    .where(
      and(
        eq(submissionReactions.account, viewer.toLowerCase()),
        inArray(
          submissionReactions.submissionId,
          page.map((s) => s._id),
        ),
      ),
    );
  const ids = new Set(loved.map((row) => row.id));
  return page.map((s) => ({ ...s, userReaction: { reactionActive: ids.has(s._id) } }));
}
