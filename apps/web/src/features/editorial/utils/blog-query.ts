import { BLOG_CATEGORY_MAX } from '@guardians/shared/editorial';

/** Spec 2: `category` filters the blog. */
const CATEGORY_PARAM = 'category';

/** The category in the URL, or null for all posts (empty, blank or over-long values count as none). */
export function readCategory(params: URLSearchParams): string | null {
  const value = params.get(CATEGORY_PARAM)?.trim() ?? '';
  return value && value.length <= BLOG_CATEGORY_MAX ? value : null;
}

/**
 * The query string for another category (null: Reset). Other keys stay so a shared link keeps
 * them; paging starts again because the post list is keyed by its category.
 */
export function withCategory(params: URLSearchParams, category: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (category) next.set(CATEGORY_PARAM, category);
  else next.delete(CATEGORY_PARAM);
  return next;
}

/** Categories compare case-insensitively on the server, so the chip for 'lore' lights for 'Lore'. */
export function sameCategory(a: string | null, b: string | null): boolean {
  return (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
}
