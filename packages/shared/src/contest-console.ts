import { z } from 'zod';
import { JudgeSchema } from './contest.ts';
import { listResponse } from './envelopes.ts';

// The console's contest schemas, apart from contest.ts: the contest's public pages import that
// module whole, and should not build these (the package is side-effect free, so unused modules drop).

/** `GET /api/admin/judges`: every judge, by name. */
export const JudgeListResponseSchema = listResponse(JudgeSchema);

/** `GET`/`PUT /api/admin/contest`: the contest's settings the console edits. */
export const ContestSettingsBodySchema = z.object({
  /** The most claims one account may make; null returns to the site's default (CONTEST_CLAIM_THRESHOLD). */
  claimThreshold: z.number().int().min(1).max(1000).nullable(),
});
export const ContestSettingsResponseSchema = z.object({
  data: z.object({
    claimThreshold: z.number().int(),
    /** CONTEST_CLAIM_THRESHOLD: what a null threshold means. */
    defaultClaimThreshold: z.number().int(),
    /** Whether the threshold is the console's (false: the environment's default). */
    edited: z.boolean(),
    editedAt: z.iso.datetime().nullable(),
    editedBy: z.string().nullable(),
  }),
});
export type ContestSettings = z.infer<typeof ContestSettingsResponseSchema>['data'];
