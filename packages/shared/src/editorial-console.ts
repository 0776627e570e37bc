import { z } from 'zod';
import { PostInputSchema, PostSchema, PostSummarySchema } from './blog.ts';
import { MAX_PAGE_OFFSET, NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

/**
 * The console's Content page (issue 29, decision 0083): blog posts and about entries with their
 * drafts, the Story chapters and Odyssey stages to open or lock, and a preview of a post's Markdown.
 */
export const CONSOLE_CONTENT_PAGE_SIZE = 25;

/**
 * Where a row came from: 'file' as `content/` made it; 'edited' from a file, then saved in the
 * console (the file no longer changes it); 'console' written in the console.
 */
export const ContentOriginSchema = z.enum(['file', 'edited', 'console']);
export type ContentOrigin = z.infer<typeof ContentOriginSchema>;

export const CONSOLE_POST_SORTS = ['newest', 'oldest', 'title'] as const;

/** `GET /api/admin/blogs` and `/api/admin/abouts`; q matches the title, slug, category or author. */
export const ConsolePostQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(CONSOLE_CONTENT_PAGE_SIZE),
  q: z.string().trim().max(100).refine(withoutNul, NUL_MESSAGE).optional(),
  status: z.enum(['all', 'published', 'draft']).default('all'),
  sort: z.enum(CONSOLE_POST_SORTS).default('newest'),
});
export type ConsolePostQuery = z.infer<typeof ConsolePostQuerySchema>;

export const ConsolePostSummarySchema = PostSummarySchema.extend({
  draft: z.boolean(),
  origin: ContentOriginSchema,
  updatedAt: z.iso.datetime(),
});
export type ConsolePostSummary = z.infer<typeof ConsolePostSummarySchema>;
export const ConsolePostListResponseSchema = listResponse(ConsolePostSummarySchema);

/** A post as the console edits it: the rendered page plus its Markdown source and state. */
export const ConsolePostSchema = PostSchema.extend({
  markdown: z.string(),
  draft: z.boolean(),
  origin: ContentOriginSchema,
});
export type ConsolePost = z.infer<typeof ConsolePostSchema>;
export const ConsolePostResponseSchema = z.object({ data: ConsolePostSchema });

/** `POST /api/admin/posts/preview`: the Markdown a post would have; nothing is saved. */
export const PostPreviewBodySchema = z.object({ markdown: PostInputSchema.shape.markdown });
export const PostPreviewResponseSchema = z.object({ data: z.object({ html: z.string() }) });

/** A Story chapter or Odyssey stage in the console; the console only opens and locks them. */
export const ConsoleLoreEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string(),
  isOpened: z.boolean(),
  /** 'edited': the console opened or locked it, and the file's `isOpened` no longer counts. */
  origin: ContentOriginSchema.exclude(['console']),
});
export type ConsoleLoreEntry = z.infer<typeof ConsoleLoreEntrySchema>;
export const ConsoleLoreListResponseSchema = listResponse(ConsoleLoreEntrySchema);
export const ConsoleLoreResponseSchema = z.object({ data: ConsoleLoreEntrySchema });

/** `PATCH /api/admin/stories/{id}` and `/api/admin/odyssey/{id}`. */
export const LoreOpenBodySchema = z.object({ isOpened: z.boolean() });
