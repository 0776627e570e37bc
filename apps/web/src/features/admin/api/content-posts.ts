import {
  CONSOLE_CONTENT_PAGE_SIZE,
  ConsolePostListResponseSchema,
  type ConsolePostQuery,
  type ConsolePostSummary,
} from '@guardians/shared/editorial';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

/** The two kinds of Markdown post the console edits; each is its own path on the server. */
export type ContentPostKind = 'blogs' | 'abouts';
export type ContentPostParams = Required<Pick<ConsolePostQuery, 'offset' | 'status' | 'sort'>> & {
  q: string;
};

/** GET /api/admin/blogs | /api/admin/abouts (content:edit): a page of posts, drafts included. */
async function getContentPosts(
  kind: ContentPostKind,
  params: ContentPostParams,
  signal?: AbortSignal,
): Promise<{ items: ConsolePostSummary[]; total: number }> {
  const search = new URLSearchParams({
    offset: String(params.offset),
    limit: String(CONSOLE_CONTENT_PAGE_SIZE),
    status: params.status,
    sort: params.sort,
  });
  if (params.q) search.set('q', params.q);
  const data = await apiRequest(`/api/admin/${kind}?${search}`, signal ? { signal } : {});
  return ConsolePostListResponseSchema.shape.data.parse(data);
}

/** Every page of both kinds, whatever the filters. */
export const contentPostsKey = [ADMIN_KEY, 'content-posts'] as const;

function getContentPostsQueryOptions(kind: ContentPostKind, params: ContentPostParams) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'content-posts', kind, params] as const,
    queryFn: ({ signal }) => getContentPosts(kind, params, signal),
    // Other operators write too: the list is read fresh each time it opens.
    staleTime: 0,
  });
}

/** The page stays on screen while the next one (or a new search) loads. */
export function useContentPosts(kind: ContentPostKind, params: ContentPostParams) {
  return useQuery({ ...getContentPostsQueryOptions(kind, params), placeholderData: keepPreviousData });
}
