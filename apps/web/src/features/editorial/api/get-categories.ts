import {
  BLOG_MAX_PAGE_SIZE,
  type BlogCategory,
  CategoryListResponseSchema,
} from '@guardians/shared/editorial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { EDITORIAL_KEY, EDITORIAL_STALE_MS } from './query-keys.ts';

const ListSchema = CategoryListResponseSchema.shape.data;

/**
 * GET /api/blogs/categories/all/ with each category's post count. A blog has a handful of
 * categories: one page of the most the API gives holds them all.
 */
async function getBlogCategories(signal?: AbortSignal): Promise<BlogCategory[]> {
  const data = await apiRequest(
    `/api/blogs/categories/all/?offset=0&limit=${BLOG_MAX_PAGE_SIZE}`,
    signal ? { signal } : {},
  );
  return ListSchema.parse(data).items;
}

function getBlogCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [EDITORIAL_KEY, 'blogs', 'categories'] as const,
    queryFn: ({ signal }) => getBlogCategories(signal),
    staleTime: EDITORIAL_STALE_MS,
  });
}

export function useBlogCategories() {
  return useQuery(getBlogCategoriesQueryOptions());
}
