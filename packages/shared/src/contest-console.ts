import { z } from 'zod';
import { ContestStageSchema, JudgeSchema } from './contest.ts';
import { NUL_MESSAGE, PG_INTEGER_MAX, withoutNul } from './db-limits.ts';
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

/**
 * `POST /api/admin/contest/stages`, `PUT /api/admin/contest/stages/:id`: one stage. Stages may not
 * overlap (409 CONTEST_STAGES_OVERLAP names the stage in the way).
 */
export const ContestStageBodySchema = z
  .object({
    name: z.string().trim().min(1, 'name is required').max(60).refine(withoutNul, NUL_MESSAGE),
    prizeUsd: z.number().int().min(0).max(10_000_000),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .refine((s) => Date.parse(s.startsAt) < Date.parse(s.endsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type ContestStageBody = z.infer<typeof ContestStageBodySchema>;
export const ContestStageParamsSchema = z.object({
  id: z.coerce.number<string>().int().positive().max(PG_INTEGER_MAX),
});
export const ContestStageResponseSchema = z.object({ data: ContestStageSchema });
