import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { NUL_MESSAGE, withoutNul } from './db-limits.ts';

/** Spec 9: gallery and contest lists page 25 at a time. */
export const GALLERY_PAGE_SIZE = 25;

/** Limits of an uploaded submission (decision 0037). */
export const SUBMISSION_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const SUBMISSION_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const SUBMISSION_VIDEO_MAX_SECONDS = 140;
export const SUBMISSION_TEXT_MAX = 500;
/** Multipart field names of `POST /api/gallery/submissions`. */
export const SUBMISSION_MEDIA_FIELD = 'media';
/** A video's poster, drawn by the browser from the video (the server has no video decoder). */
export const SUBMISSION_POSTER_FIELD = 'poster';

export const galleryMessages = {
  xRequired: 'Link your X account to submit fan art',
  postLink: 'Paste the link of your post on X (https://x.com/you/status/123...)',
  mediaRequired: 'Add the picture or video of your art',
  mediaType: 'Send a PNG, JPEG, WebP or GIF picture, or an MP4 video',
  imageTooLarge: 'The picture is larger than 15 MB',
  videoTooLarge: 'The video is larger than 50 MB',
  videoTooLong: 'The video is longer than 140 seconds',
  imageTooManyPixels: 'The picture has too many pixels',
  posterRequired: 'A video needs its poster picture',
  alreadySubmitted: 'This post has already been submitted',
  tokenUnknown: 'This Guardian does not exist',
  submitted: 'Your fan art is in the gallery!',
} as const;

/** `https://x.com/<user>/status/<id>` or the twitter.com form, with or without query and trailing slash. */
const X_POST_URL =
  /^https:\/\/(?:www\.|mobile\.)?(?:x|twitter)\.com\/([A-Za-z0-9_]{1,15})\/status\/(\d{1,20})\/?(?:\?.*)?$/;

export function tweetIdOf(postUrl: string): string | null {
  return X_POST_URL.exec(postUrl.trim())?.[2] ?? null;
}

/** The text fields of `POST /api/gallery/submissions` (multipart; the media are files). */
export const SubmissionFormSchema = z.object({
  postUrl: z
    .string()
    .trim()
    .refine((url) => tweetIdOf(url) !== null, galleryMessages.postLink),
  text: z.string().trim().max(SUBMISSION_TEXT_MAX).refine(withoutNul, NUL_MESSAGE).optional(),
  /** The Guardian this art draws, by token id in the site's default collection. */
  tokenId: z
    .string()
    .trim()
    .regex(/^\d{1,78}$/, 'tokenId must be a number')
    .optional(),
});
export type SubmissionForm = z.infer<typeof SubmissionFormSchema>;

const SubmissionMediaSchema = z.object({
  type: z.enum(['photo', 'video']),
  /** The picture (re-encoded WebP) or the MP4. */
  url: z.string(),
  preview_image_url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(
    z.object({ bit_rate: z.number().int().nullable(), content_type: z.string(), url: z.string() }),
  ),
});

/** Spec 3 artist submission. */
export const ArtistSubmissionSchema = z.object({
  _id: z.number().int(),
  author_id: z.string(),
  users: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      profile_image_url: z.string().nullable(),
      name: z.string(),
    }),
  ),
  media: z.array(SubmissionMediaSchema),
  submissionProcessId: z.string(),
  userReaction: z.object({ reactionActive: z.boolean() }),
  totalReactionsCount: z.number().int(),
  disabled: z.boolean(),
  text: z.string(),
  tweetId: z.string(),
  tweetCreatedDate: z.iso.datetime(),
  /** The wallet that submitted it (null for posts ingested from X). */
  account: AddressSchema.nullable(),
  /** The Guardian it draws, when the artist said. */
  token: z.object({ tokenAddress: AddressSchema, tokenId: z.string() }).nullable(),
});
export type ArtistSubmission = z.infer<typeof ArtistSubmissionSchema>;
export const ArtistSubmissionResponseSchema = z.object({ data: ArtistSubmissionSchema });
