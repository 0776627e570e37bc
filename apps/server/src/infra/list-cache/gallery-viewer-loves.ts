import type { ArtistSubmission } from '@guardians/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissionReactions } from '../../db/schema/index.ts';

/**
 * A shared gallery page (cached as nobody sees it) with `viewer`'s own loves marked, as the
 * uncached query marks them: one primary-key lookup for the page's ids. Read from the primary so
 * a love shows on the very next list, whatever a replica has replayed.
 */
export async function withViewerLoves<Page extends { items: ArtistSubmission[] }>(
  db: Db,
  page: Page,
  viewer: string | null,
): Promise<Page> {
  if (!viewer || page.items.length === 0) return page;
  const loved = await db
    .select({ id: submissionReactions.submissionId })
    .from(submissionReactions)
    .where(
      and(
        eq(submissionReactions.account, viewer.toLowerCase()),
        inArray(
          submissionReactions.submissionId,
          page.items.map((s) => s._id),
        ),
      ),
    );
  const ids = new Set(loved.map((row) => row.id));
  return {
    ...page,
    items: page.items.map((s) => ({ ...s, userReaction: { reactionActive: ids.has(s._id) } })),
  };
}
