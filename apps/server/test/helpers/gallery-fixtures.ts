import type { Db } from '../../src/db/client.ts';
import { artistSubmissions, submissionMedia, submissionReactions } from '../../src/db/schema/index.ts';

let tweet = 1_000;

/** A submission as the intake would store it (photo by default), for the gallery's read tests. */
export async function insertSubmission(
  db: Db,
  values: Partial<typeof artistSubmissions.$inferInsert> & {
    media?: Omit<typeof submissionMedia.$inferInsert, 'submissionId' | 'position'>[];
  } = {},
): Promise<number> {
  const { media, ...row } = values;
  tweet += 1;
  const [created] = await db
    .insert(artistSubmissions)
    .values({
      source: 'upload',
      tweetId: String(tweet),
      authorId: `author-${tweet}`,
      authorUsername: `artist${tweet}`,
      authorName: `Artist ${tweet}`,
      tweetCreatedAt: new Date('2026-01-01T00:00:00Z'),
      ...row,
    })
    .returning({ id: artistSubmissions.id });
  if (!created) throw new Error('insert failed');
  const files = media ?? [
    {
      type: 'photo' as const,
      fileKey: `art-${tweet}.webp`,
      previewKey: `art-${tweet}-preview.webp`,
      contentType: 'image/webp',
    },
  ];
  if (files.length > 0) {
    await db
      .insert(submissionMedia)
      .values(files.map((file, position) => ({ ...file, submissionId: created.id, position })));
  }
  return created.id;
}

/** `count` loves from made-up accounts. */
export async function addLoves(db: Db, submissionId: number, count: number): Promise<void> {
  if (count === 0) return;
  await db.insert(submissionReactions).values(
    Array.from({ length: count }, (_, i) => ({
      submissionId,
      account: `0x${String(submissionId).padStart(20, '0')}${String(i).padStart(20, '0')}`,
    })),
  );
}
