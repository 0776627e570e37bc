import { z } from 'zod';
import { listResponse } from './envelopes.ts';

/**
 * Story and Odyssey (spec 1–3): editorial entries written as Markdown with front matter in
 * `content/story/*.md` and `content/odyssey/*.md`, loaded into the database at start.
 */
export const EDITORIAL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EditorialIdParamsSchema = z.object({
  id: z.string().regex(EDITORIAL_ID, 'id must be a lower-case slug').max(80),
});

export const editorialMessages = {
  notFound: 'We couldn\u2019t find this page',
  locked: 'This chapter is not open yet',
} as const;

const sitePathOrUrl = z
  .string()
  .refine((v) => v.startsWith('/') || /^https:\/\//.test(v), 'must be a site path or an https URL')
  // The refinement as the OpenAPI document states it: a refinement never reaches the document.
  .meta({ pattern: '^(/|https://)' });

export const MultimediaSchema = z.object({ url: sitePathOrUrl, mime: z.string().min(3).max(100) });

/** Spec 3: story card. */
export const StoryCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string(),
  isOpened: z.boolean(),
});
export type StoryCard = z.infer<typeof StoryCardSchema>;

/** Previous/next links of a detail page (spec 2: `{basePath}/{id}` with back, previous and next). */
export const EditorialNeighbourSchema = z.object({ id: z.string(), title: z.string() }).nullable();

/** Spec 3: story detail; `text` holds plain paragraphs (no markup). */
export const StoryDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.iso.datetime(),
  text: z.array(z.string()),
  multimedia: z.array(MultimediaSchema),
  previous: EditorialNeighbourSchema,
  next: EditorialNeighbourSchema,
});
export type StoryDetail = z.infer<typeof StoryDetailSchema>;

export const OdysseySocialSchema = z.object({ label: z.string(), url: z.string() });

/** Spec 3: Odyssey item, plus the stage's contest prize (spec 1). */
export const OdysseyItemSchema = z.object({
  id: z.string(),
  image: z.string(),
  imageMobile: z.string(),
  isOpened: z.boolean(),
  videoURL: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  text: z.array(z.string()),
  images: z.array(z.string()),
  socials: z.array(OdysseySocialSchema),
  /** The stage's art-contest prize in US dollars; null for a stage without a contest. */
  prizeUsd: z.number().int().nullable(),
  /** About how long the stage runs. */
  durationDays: z.number().int().nullable(),
});
export type OdysseyItem = z.infer<typeof OdysseyItemSchema>;
export const OdysseyDetailSchema = OdysseyItemSchema.extend({
  previous: EditorialNeighbourSchema,
  next: EditorialNeighbourSchema,
});
export type OdysseyDetail = z.infer<typeof OdysseyDetailSchema>;

export const StoryListResponseSchema = listResponse(StoryCardSchema);
export const StoryDetailResponseSchema = z.object({ data: StoryDetailSchema });
export const OdysseyListResponseSchema = listResponse(OdysseyItemSchema);
export const OdysseyDetailResponseSchema = z.object({ data: OdysseyDetailSchema });

/** Front matter of `content/story/*.md`; the body's paragraphs become `text`. */
export const StoryFrontMatterSchema = z.object({
  id: z.string().regex(EDITORIAL_ID),
  order: z.number().int().min(1),
  title: z.string().min(1).max(120),
  image: sitePathOrUrl,
  isOpened: z.boolean(),
  date: z.coerce.date(),
  multimedia: z.array(MultimediaSchema).default([]),
});

/** Front matter of `content/odyssey/*.md`; the body's paragraphs become `text`. */
export const OdysseyFrontMatterSchema = z.object({
  id: z.string().regex(EDITORIAL_ID),
  order: z.number().int().min(1),
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(400),
  image: sitePathOrUrl,
  imageMobile: sitePathOrUrl,
  isOpened: z.boolean(),
  videoURL: sitePathOrUrl.nullable().default(null),
  images: z.array(sitePathOrUrl).default([]),
  socials: z.array(OdysseySocialSchema).default([]),
  prizeUsd: z.number().int().positive().nullable().default(null),
  durationDays: z.number().int().positive().nullable().default(null),
});
