import type { GalleryIngestResult } from '@guardians/shared';
import type { XIngestConfig } from '../../../config/x-ingest.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { Storage } from '../../../infra/storage/storage.ts';
import type { Logger } from '../../../lib/logger.ts';
import type { PreparedMedia } from '../intake/submission-media.ts';
import { knownTweetIds, latestIngestedTweetId } from './ingest-repository.ts';
import { type IngestedPost, writeIngestedPost } from './ingested-post-write.ts';
import { MediaRefusedError, mediaHostPolicy } from './media-download.ts';
import { byTweetId, usableSinceId } from './since-id.ts';
import type { XTweet } from './x-api-schemas.ts';
import { type MediaFetchOptions, prepareXMedia } from './x-post-media.ts';
import { type FetchedPosts, fetchAllPages } from './x-search-pages.ts';

export interface IngestTimeouts {
  apiMs: number;
  imageMs: number;
  videoMs: number;
}

export interface IngestPassContext {
  db: Db;
  storage: Storage;
  log: Logger;
  x: XIngestConfig & { bearerToken: string; hashtag: string };
  maxPixels: number;
  timeouts: IngestTimeouts;
  /** Aborted when the server closes: the pass stops between posts or mid-download. */
  signal: AbortSignal;
  now: () => number;
}

export interface IngestPassOutcome {
  result: GalleryIngestResult;
  /** Set when X answered 429: no call to X before this time. */
  rateLimitedUntil: Date | undefined;
}

/**
 * One pass over X's recent search for the contest hashtag (decision 0040). Every page is read before
 * anything is written, then posts are written oldest first. Both keep `since_id` (the newest ingested
 * post) honest: a pass cut short by X's rate limit writes nothing, and one stopped midway has written
 * only posts older than those it has not reached, so the next pass still asks for all of those.
 */
export async function runIngestPass(ctx: IngestPassContext): Promise<IngestPassOutcome> {
  const sinceId = usableSinceId(await latestIngestedTweetId(ctx.db), ctx.now());
  const fetched = await fetchAllPages(
    { ...ctx.x, timeoutMs: ctx.timeouts.apiMs, signal: ctx.signal },
    sinceId,
  );
  const result: GalleryIngestResult = {
    fetched: fetched.posts.length,
    created: 0,
    duplicates: 0,
    skipped: 0,
    pages: fetched.pages,
  };
  if (fetched.rateLimitedUntil) {
    ctx.log.warn(
      { ...result, resetAt: fetched.rateLimitedUntil.toISOString() },
      'X rate limit reached: this ingestion pass stopped and wrote nothing',
    );
    return { result, rateLimitedUntil: fetched.rateLimitedUntil };
  }

  const posts = [...fetched.posts].sort(byTweetId);
  const known = await knownTweetIds(
    ctx.db,
    posts.map((post) => post.id),
  );
  for (const post of posts) {
    ctx.signal.throwIfAborted();
    const outcome = known.has(post.id) ? 'duplicates' : await ingestPost(ctx, post, fetched);
    result[outcome] += 1;
  }
  // A pass that found nothing new is routine (the demo runs one every 15 s): not worth an info line.
  const level = result.created > 0 || result.skipped > 0 ? 'info' : 'debug';
  ctx.log[level]({ ...result, sinceId }, 'X ingestion pass done');
  return { result, rateLimitedUntil: undefined };
}

async function ingestPost(
  ctx: IngestPassContext,
  post: XTweet,
  fetched: FetchedPosts,
): Promise<'created' | 'duplicates' | 'skipped'> {
  const author = fetched.users.get(post.author_id);
  if (!author) {
    ctx.log.info({ tweetId: post.id }, 'X post skipped: its author is not in the answer');
    return 'skipped';
  }
  const prepared = await prepareAllMedia(ctx, post, fetched);
  if (prepared.length === 0) return 'skipped';
  const ingested: IngestedPost = {
    tweetId: post.id,
    authorId: author.id,
    authorUsername: withoutNul(author.username),
    authorName: withoutNul(author.name),
    authorImageUrl: author.profile_image_url ?? null,
    text: withoutNul(post.text),
    tweetCreatedAt: new Date(post.created_at),
  };
  const written = await writeIngestedPost(ctx, ingested, prepared);
  return written === 'created' ? 'created' : 'duplicates';
}

/** The media that pass every check, in the post's order; a refused one is logged and left out. */
async function prepareAllMedia(
  ctx: IngestPassContext,
  post: XTweet,
  fetched: FetchedPosts,
): Promise<PreparedMedia[]> {
  const options: MediaFetchOptions = {
    signal: ctx.signal,
    isAllowed: mediaHostPolicy(ctx.x),
    imageTimeoutMs: ctx.timeouts.imageMs,
    videoTimeoutMs: ctx.timeouts.videoMs,
    maxPixels: ctx.maxPixels,
  };
  const prepared: PreparedMedia[] = [];
  for (const key of post.attachments?.media_keys ?? []) {
    const media = fetched.media.get(key);
    try {
      if (!media) throw new MediaRefusedError('not in the answer');
      prepared.push(await prepareXMedia(media, options));
    } catch (error) {
      ctx.signal.throwIfAborted();
      const expected = error instanceof MediaRefusedError || error instanceof AppError;
      const reason = error instanceof AppError ? error.code : (error as Error).message;
      const entry = { tweetId: post.id, mediaKey: key, reason, ...(expected ? {} : { err: error }) };
      if (expected) ctx.log.info(entry, 'X media left out');
      else ctx.log.warn(entry, 'X media left out');
    }
  }
  return prepared;
}

/** PostgreSQL text cannot hold U+0000, which JSON can carry. */
function withoutNul(value: string): string {
  return value.replaceAll('\u0000', '');
}
