import { type ArtistSubmission, SubmissionFormSchema, tweetIdOf } from '@guardians/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { artistSubmissions, submissionMedia, tokens } from '../../../db/schema/index.ts';
import { newStorageKey, type Storage } from '../../../infra/storage/storage.ts';
import type { Logger } from '../../../lib/logger.ts';
import { isUniqueViolation } from '../../../lib/unique-violation.ts';
import { getDefaultCollectionAddress } from '../../catalogue/default-collection.ts';
import { findLink } from '../../social/social-repository.ts';
import { findSubmission } from '../submission-read.ts';
import {
  AlreadySubmittedError,
  SubmissionFieldError,
  TokenUnknownError,
  XRequiredError,
} from './intake-errors.ts';
import { type PreparedMedia, prepareMedia } from './submission-media.ts';
import type { SubmissionUpload } from './submission-upload.ts';

export interface IntakeContext {
  db: Db;
  storage: Storage;
  chainId: number;
  /** DEFAULT_TOKEN_ADDRESS, when the environment names the site's collection. */
  configuredCollection: string | undefined;
  maxPixels: number;
  log: Logger;
}

export interface LinkedX {
  providerAccountId: string;
  username: string;
}

/** The route checks this before reading the body, so an unlinked caller does not upload 50 MB for nothing. */
export async function requireLinkedX(db: Db, account: string): Promise<LinkedX> {
  const link = await findLink(db, account, 'twitter');
  if (!link) throw new XRequiredError();
  return link;
}

/**
 * Takes one fan-art submission: validates the fields, prepares the media, stores the files, then
 * writes the submission and its media rows in one transaction. The X post is not fetched: its author
 * is the caller's linked X account and its date the time of submission. A post already submitted
 * fails on the unique tweet id (no check-then-write) and its files are deleted again.
 */
export async function submitFanArt(
  ctx: IntakeContext,
  submitter: { account: string; x: LinkedX },
  upload: SubmissionUpload,
): Promise<ArtistSubmission> {
  const { account, x } = submitter;
  const parsed = SubmissionFormSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'form');
    throw new SubmissionFieldError(field, issue?.message ?? `${field} is invalid`);
  }
  const form = parsed.data;
  const tweetId = tweetIdOf(form.postUrl);
  if (!tweetId) throw new SubmissionFieldError('postUrl', 'postUrl is invalid'); // the schema refines this
  const token = form.tokenId ? await findGuardianToken(ctx, form.tokenId) : null;

  const media = await prepareMedia(upload.media, upload.poster, { maxPixels: ctx.maxPixels });
  const keys = await storeFiles(ctx, media);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(artistSubmissions)
        .values({
          source: 'upload',
          account,
          tweetId,
          authorId: x.providerAccountId,
          authorUsername: x.username,
          authorName: x.username,
          authorImageUrl: null,
          text: form.text ?? '',
          tweetCreatedAt: new Date(),
          tokenAddress: token?.tokenAddress ?? null,
          tokenId: token?.tokenId ?? null,
        })
        .returning({ id: artistSubmissions.id });
      if (!row) throw new Error('submission insert returned no row');
      await tx.insert(submissionMedia).values({
        submissionId: row.id,
        position: 0,
        type: media.type,
        fileKey: keys.file,
        previewKey: keys.preview,
        contentType: media.type === 'video' ? 'video/mp4' : 'image/webp',
        width: media.width,
        height: media.height,
        durationMs: media.type === 'video' ? media.durationMs : null,
        bitRate: media.type === 'video' ? media.bitRate : null,
      });
      return row.id;
    });
  } catch (error) {
    await deleteQuietly(ctx, keys.file);
    await deleteQuietly(ctx, keys.preview);
    if (isUniqueViolation(error, 'artist_submissions_tweet')) throw new AlreadySubmittedError(error);
    throw error;
  }

  const submission = await findSubmission(ctx.db, id, account);
  if (!submission) throw new Error(`submission ${id} vanished after its insert`);
  return submission;
}

/** The Guardian drawn: a token of the site's default collection the indexer has seen. */
async function findGuardianToken(ctx: IntakeContext, tokenId: string) {
  const address = await getDefaultCollectionAddress(ctx.db, ctx.chainId, ctx.configuredCollection);
  if (!address) throw new TokenUnknownError();
  const tokenAddress = address.toLowerCase();
  const [row] = await ctx.db
    .select({ tokenId: tokens.tokenId })
    .from(tokens)
    .where(
      and(
        eq(tokens.chainId, ctx.chainId),
        eq(tokens.tokenAddress, tokenAddress),
        eq(tokens.tokenId, tokenId),
      ),
    )
    .limit(1);
  if (!row) throw new TokenUnknownError();
  return { tokenAddress, tokenId: row.tokenId };
}

async function storeFiles(
  ctx: IntakeContext,
  media: PreparedMedia,
): Promise<{ file: string; preview: string }> {
  const keys = {
    file: newStorageKey(media.type === 'video' ? 'mp4' : 'webp'),
    preview: newStorageKey('webp'),
  };
  try {
    await ctx.storage.put(keys.file, media.file);
    await ctx.storage.put(keys.preview, media.preview);
  } catch (error) {
    await deleteQuietly(ctx, keys.file);
    await deleteQuietly(ctx, keys.preview);
    throw error;
  }
  return keys;
}

/** Cleanup must not hide the request's real outcome; a leftover file is only logged. */
async function deleteQuietly(ctx: IntakeContext, key: string): Promise<void> {
  try {
    await ctx.storage.delete(key);
  } catch (error) {
    ctx.log.warn({ err: error, key }, 'could not delete a stored fan-art file');
  }
}
