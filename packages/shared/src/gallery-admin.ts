import { z } from 'zod';
import { NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { GalleryReactionBodySchema, GalleryReactionParamsSchema } from './gallery-lists.ts';

/** `PATCH /api/admin/gallery/submissions/{id}`: the admin edit view's disable toggle. */
export const SubmissionParamsSchema = GalleryReactionParamsSchema;
export const SubmissionDisableBodySchema = z.object({
  disabled: z.boolean(),
  /** Why it is hidden (the console asks for it; the spec's toggle sends none). Ignored when shown. */
  reason: z.string().trim().min(1).max(500).refine(withoutNul, NUL_MESSAGE).optional(),
});

/** `POST /api/art-contests/artist-submission-reaction/update`: a Love on a contest entry. */
export const ContestReactionBodySchema = GalleryReactionBodySchema.extend({
  id: z.coerce.number<string | number>().int().positive().max(2_147_483_647),
});

/** `POST /api/admin/gallery/ingest`: one pass over X's recent search for the contest hashtag. */
const GalleryIngestResultSchema = z.object({
  /** Posts X returned (with media) across every page of this pass. */
  fetched: z.number().int(),
  /** New submissions written. */
  created: z.number().int(),
  /** Posts already in the gallery (uploaded by their artist or ingested before). */
  duplicates: z.number().int(),
  /** Posts left out: no usable media, media refused by our checks, or a download failed. */
  skipped: z.number().int(),
  pages: z.number().int(),
});
export type GalleryIngestResult = z.infer<typeof GalleryIngestResultSchema>;
export const GalleryIngestResponseSchema = z.object({ data: GalleryIngestResultSchema });

export const galleryAdminMessages = {
  ingestNotConfigured: 'X ingestion is not configured (set X_API_BEARER_TOKEN and CONTEST_HASHTAG)',
  ingestBusy: 'An ingestion pass is already running',
  xUnavailable: 'X did not answer; try again later',
  disabled: 'Submission hidden from the gallery',
  enabled: 'Submission shown in the gallery again',
} as const;
