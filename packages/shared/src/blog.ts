import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isStorableDate, MAX_PAGE_OFFSET, NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

/**
 * Blog posts and about entries (spec 7 "Blog"): Markdown in `content/blog/*.md` and
 * `content/about/*.md`, loaded at start; admins may also write them through the API. The server
 * renders Markdown to HTML without raw HTML (markup in the source is shown as text) and with
 * only http(s), mailto and site-relative links, so the HTML is safe to insert.
 */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 50;
export const BLOG_CATEGORY_MAX = 40;
export const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const blogMessages = {
  notFound: 'We couldn\u2019t find this post',
  slugTaken: 'Another post already uses this slug',
} as const;

const category = z.string().trim().min(1).max(BLOG_CATEGORY_MAX).refine(withoutNul, NUL_MESSAGE);

export const PostListQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
  /** Exact category, any case; empty means all. */
  category: z
    .string()
    .trim()
    .max(BLOG_CATEGORY_MAX)
    .refine(withoutNul, NUL_MESSAGE)
    .optional()
    .transform((v) => v || undefined),
});
export type PostListQuery = z.infer<typeof PostListQuerySchema>;

/** `{id}` is the post's number or its slug. */
export const PostIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^(?:\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'id must be a post number or slug')
    .max(120),
});

export const PostSummarySchema = z.object({
  _id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  author: z.string(),
  publishedAt: z.iso.datetime(),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

export const PostSchema = PostSummarySchema.extend({
  /** Safe HTML rendered from the Markdown body. */
  html: z.string(),
  updatedAt: z.iso.datetime(),
});
export type Post = z.infer<typeof PostSchema>;

export const PostListResponseSchema = listResponse(PostSummarySchema);
export const PostResponseSchema = z.object({ data: PostSchema });

export const CategoryListQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_MAX_PAGE_SIZE),
});
/** Spec 3: blog category. */
export const BlogCategorySchema = z.object({ category: z.string(), totalCount: z.number().int() });
export type BlogCategory = z.infer<typeof BlogCategorySchema>;
export const CategoryListResponseSchema = listResponse(BlogCategorySchema);

/** Front matter of `content/blog/*.md` and `content/about/*.md`. */
export const PostFrontMatterSchema = z.object({
  slug: z.string().regex(POST_SLUG).max(120),
  title: z.string().min(1).max(160),
  category,
  excerpt: z.string().min(1).max(300),
  image: z.string().nullable().default(null),
  author: z.string().min(1).max(80),
  publishedAt: z.coerce.date(),
});

/**
 * A post's image: a path on this site (not `//host` or `/\host`, which browsers read as another
 * site) or an https URL, with no space or control character (browsers drop those, so they could hide
 * a scheme), as the server's Markdown renderer requires of images inside posts. No lookahead, so
 * generators of the OpenAPI document's pattern (json-schema-faker's randexp) can build values.
 */
const URL_CHAR = '[^\\s\\x00-\\x1f\\x7f-\\x9f]';
const URL_FIRST_CHAR = '[^/\\\\\\s\\x00-\\x1f\\x7f-\\x9f]'; // nor / or \ after the scheme or the first /
const POST_IMAGE_URL = new RegExp(
  `^(?:/(?:${URL_FIRST_CHAR}${URL_CHAR}*)?|https://${URL_FIRST_CHAR}${URL_CHAR}*)$`,
);

/** `POST /api/admin/blogs` and `PUT /api/admin/blogs/{id}` (same for abouts). */
export const PostInputSchema = z.object({
  slug: z.string().trim().regex(POST_SLUG, 'slug must be lower-case words joined by dashes').max(120),
  title: z.string().trim().min(1, 'title is required').max(160).refine(withoutNul, NUL_MESSAGE),
  category,
  excerpt: z.string().trim().min(1, 'excerpt is required').max(300).refine(withoutNul, NUL_MESSAGE),
  image: z
    .string()
    .trim()
    .regex(POST_IMAGE_URL, 'image must be a site path or an https URL')
    // The rule as the OpenAPI document states it: checked after trimming, hence the spaces around.
    .meta({ pattern: `^\\s*${POST_IMAGE_URL.source.slice(1, -1)}\\s*$` })
    .nullable()
    .default(null),
  author: z.string().trim().min(1).max(80).refine(withoutNul, NUL_MESSAGE),
  markdown: z.string().min(1, 'the post needs a body').max(100_000).refine(withoutNul, NUL_MESSAGE),
  // An ISO date-time (what the document states), not whatever Date() can parse: "12" or "May 5" are refused.
  publishedAt: z.iso
    .datetime({ offset: true, message: 'publishedAt must be an ISO date-time like 2026-05-01T10:00:00Z' })
    .regex(/^[1-9]\d{3}-/, DATE_RANGE_MESSAGE)
    .transform((value) => new Date(value))
    .refine(isStorableDate, DATE_RANGE_MESSAGE)
    .optional(),
  /** A draft is seen in the console only: every public list, count and page skips it. */
  draft: z.boolean().default(false),
});
export type PostInput = z.infer<typeof PostInputSchema>;
