import type { Db } from '../../../db/client.ts';
import { artistSubmissions, submissionMedia } from '../../../db/schema/index.ts';
import { newStorageKey, type Storage } from '../../../infra/storage/storage.ts';
import type { Logger } from '../../../lib/logger.ts';
import type { PreparedMedia } from '../intake/submission-media.ts';
import { walletOfXAccount } from './ingest-repository.ts';

export interface IngestedPost {
  tweetId: string;
  authorId: string;
  authorUsername: string;
  authorName: string;
  authorImageUrl: string | null;
  text: string;
  tweetCreatedAt: Date;
}

interface WriteContext {
  db: Db;
  storage: Storage;
  log: Logger;
}

interface StoredMedia {
  media: PreparedMedia;
  file: string;
  preview: string;
}

/**
 * Stores the post's files, then inserts the submission and its media rows in one transaction. A post
 * already in the gallery hits the unique tweet id (on conflict do nothing: no check-then-write, so
 * two writers of one post leave one row); then, or when the insert fails, the files are deleted.
 */
export async function writeIngestedPost(
  ctx: WriteContext,
  post: IngestedPost,
  media: readonly PreparedMedia[],
): Promise<'created' | 'duplicate'> {
  const account = await walletOfXAccount(ctx.db, post.authorId);
  const stored = await storeFiles(ctx, media);
  let created: boolean;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(artistSubmissions)
        .values({ source: 'x_api', account, ...post })
        .onConflictDoNothing({ target: artistSubmissions.tweetId })
        .returning({ id: artistSubmissions.id });
      if (!row) return false;
      await tx.insert(submissionMedia).values(
        stored.map(({ media: item, file, preview }, position) => ({
          submissionId: row.id,
          position,
          type: item.type,
          fileKey: file,
          previewKey: preview,
          contentType: item.type === 'video' ? 'video/mp4' : 'image/webp',
          width: item.width,
          height: item.height,
          durationMs: item.type === 'video' ? item.durationMs : null,
          bitRate: item.type === 'video' ? item.bitRate : null,
        })),
      );
      return true;
    });
  } catch (error) {
    await deleteFiles(ctx, stored);
    throw error;
  }
  if (!created) await deleteFiles(ctx, stored);
  return created ? 'created' : 'duplicate';
}

async function storeFiles(ctx: WriteContext, media: readonly PreparedMedia[]): Promise<StoredMedia[]> {
  const stored: StoredMedia[] = [];
  try {
    for (const item of media) {
      const keys = {
        media: item,
        file: newStorageKey(item.type === 'video' ? 'mp4' : 'webp'),
        preview: newStorageKey('webp'),
      };
      stored.push(keys);
      await ctx.storage.put(keys.file, item.file);
      await ctx.storage.put(keys.preview, item.preview);
    }
  } catch (error) {
    await deleteFiles(ctx, stored);
    throw error;
  }
  return stored;
}

/** Cleanup must not hide the pass's real outcome; a leftover file is only logged. */
async function deleteFiles(ctx: WriteContext, stored: readonly StoredMedia[]): Promise<void> {
  for (const key of stored.flatMap(({ file, preview }) => [file, preview])) {
    try {
      await ctx.storage.delete(key);
    } catch (error) {
      ctx.log.warn({ err: error, key }, 'could not delete an ingested fan-art file');
    }
  }
}
