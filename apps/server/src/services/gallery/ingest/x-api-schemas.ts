import { z } from 'zod';

/**
 * The parts of X API v2's recent-search answer that ingestion reads. X's payload is not our contract,
 * so it is validated here, next to its only reader; fields we do not use are dropped.
 */
const snowflake = z.string().regex(/^\d{1,20}$/, 'not a numeric id');

const XTweetSchema = z.object({
  id: snowflake,
  text: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  author_id: snowflake,
  attachments: z.object({ media_keys: z.array(z.string()).optional() }).optional(),
});
export type XTweet = z.infer<typeof XTweetSchema>;

const XMediaVariantSchema = z.object({
  bit_rate: z.number().nonnegative().optional(),
  content_type: z.string(),
  url: z.string(),
});
export type XMediaVariant = z.infer<typeof XMediaVariantSchema>;

const XMediaSchema = z.object({
  media_key: z.string(),
  /** photo, video or animated_gif today; anything else is skipped where it is used, not refused here. */
  type: z.string(),
  url: z.string().optional(),
  preview_image_url: z.string().optional(),
  variants: z.array(XMediaVariantSchema).optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  duration_ms: z.number().nonnegative().optional(),
});
export type XMedia = z.infer<typeof XMediaSchema>;

const XUserSchema = z.object({
  id: snowflake,
  username: z.string(),
  name: z.string(),
  profile_image_url: z.string().optional(),
});
export type XUser = z.infer<typeof XUserSchema>;

export const XRecentSearchSchema = z.object({
  /** Absent when nothing matched. */
  data: z.array(XTweetSchema).optional(),
  includes: z
    .object({
      media: z.array(XMediaSchema).optional(),
      users: z.array(XUserSchema).optional(),
    })
    .optional(),
  meta: z.object({
    result_count: z.number().int().nonnegative(),
    newest_id: snowflake.optional(),
    oldest_id: snowflake.optional(),
    next_token: z.string().min(1).optional(),
  }),
});
export type XRecentSearchPage = z.infer<typeof XRecentSearchSchema>;
