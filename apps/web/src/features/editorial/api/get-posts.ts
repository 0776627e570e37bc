import { BLOG_PAGE_SIZE, PostListResponseSchema, type PostSummary } from '@guardians/shared/editorial';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { EDITORIAL_KEY, EDITORIAL_STALE_MS, type PostKind } from './query-keys.ts';

const ListSchema = PostListResponseSchema.shape.data;

type PostPage = { items: PostSummary[]; total: number };
export type PostListParams = { offset: number; limit: number; category: string | null };

function postListPath(kind: PostKind, { offset, limit, category }: PostListParams): string {
  const query = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  if (category) query.set('category', category);
  return `/api/${kind}/all/?${query}`;
}

/** GET /api/blogs/all/ or /api/abouts/all/: newest first, optionally one category. */
async function getPosts(kind: PostKind, params: PostListParams, signal?: AbortSignal): Promise<PostPage> {
  const data = await apiRequest(postListPath(kind, params), signal ? { signal } : {});
  return ListSchema.parse(data);
}

/** The next page's offset, or undefined once every post of the list is loaded. */
function nextPostOffset(pages: PostPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const last = pages.at(-1);
  if (!last || last.items.length === 0 || loaded >= last.total) return undefined;
  return loaded;
}

/** Pages of 9 (BLOG_PAGE_SIZE) with Load more; another category is another list from offset 0. */
function getPostPagesQueryOptions(kind: PostKind, category: string | null) {
  return infiniteQueryOptions({
    queryKey: [EDITORIAL_KEY, kind, 'list', { category }] as const,
    queryFn: ({ pageParam, signal }) =>
      getPosts(kind, { offset: pageParam, limit: BLOG_PAGE_SIZE, category }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPostOffset(pages),
    staleTime: EDITORIAL_STALE_MS,
  });
}

export function usePostPages(kind: PostKind, category: string | null) {
  return useInfiniteQuery(getPostPagesQueryOptions(kind, category));
}

/** One fixed page (the about section lists every entry; 'More in' reads a few). */
function getPostListQueryOptions(kind: PostKind, params: PostListParams) {
  return queryOptions({
    queryKey: [EDITORIAL_KEY, kind, 'page', params] as const,
    queryFn: ({ signal }) => getPosts(kind, params, signal),
    staleTime: EDITORIAL_STALE_MS,
  });
}

export function usePostList(kind: PostKind, params: PostListParams, enabled = true) {
  return useQuery({ ...getPostListQueryOptions(kind, params), enabled });
}
