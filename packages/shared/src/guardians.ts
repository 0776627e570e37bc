import { z } from 'zod';
import { MAX_PAGE_OFFSET, NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

export const GUARDIANS_PAGE_SIZE = 50;
/** The trait of the default collection that says which Guardian a token portrays (its value is the name). */
export const GUARDIAN_TRAIT = 'Body';
export const GUARDIANS_MAX_PAGE_SIZE = 100;
export const guardianElements = ['water', 'fire', 'wood', 'metal', 'earth'] as const;
export const GuardianElementSchema = z.enum(guardianElements);

export const GuardianSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  title: z.string(),
  element: GuardianElementSchema,
  description: z.string(),
  /** Site path of the Guardian's art, e.g. `/guardians/<slug>.svg`. */
  image: z.string(),
  /** One short line per power. */
  powers: z.array(z.string()),
  /** The Guardian's story in plain paragraphs. */
  story: z.array(z.string()),
});
export type Guardian = z.infer<typeof GuardianSchema>;

/** One entry of content/guardians.json, the source the database is seeded from. */
export const GuardianContentSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(60),
  title: z.string().min(1).max(100),
  element: GuardianElementSchema,
  description: z.string().min(1).max(600),
  image: z.string().regex(/^\/guardians\/[a-z0-9-]+\.svg$/, 'must be /guardians/<slug>.svg'),
  powers: z.array(z.string().min(1).max(160)).max(8).default([]),
  story: z.array(z.string().min(1).max(2000)).max(20).default([]),
});
export const GuardianContentFileSchema = z.array(GuardianContentSchema).min(1);
export type GuardianContent = z.infer<typeof GuardianContentSchema>;

export const GuardianListQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce
    .number<string | number>()
    .int()
    .min(1)
    .max(GUARDIANS_MAX_PAGE_SIZE)
    .default(GUARDIANS_PAGE_SIZE),
  /** Case-insensitive substring of the name. */
  name: z.string().trim().max(100).refine(withoutNul, NUL_MESSAGE).optional(),
});
export type GuardianListQuery = z.infer<typeof GuardianListQuerySchema>;

export const GuardianListResponseSchema = listResponse(GuardianSchema);

/** Digits only: anything else is 400; a number no Guardian has is 404. */
export const GuardianIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'id must be a number')
    .transform(Number),
});
export const GuardianResponseSchema = z.object({ data: GuardianSchema });
