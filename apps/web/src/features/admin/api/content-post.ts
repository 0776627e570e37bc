import { type ConsolePost, ConsolePostResponseSchema } from '@guardians/shared/editorial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ContentPostKind } from './content-posts.ts';
import { ADMIN_KEY } from './query-keys.ts';

/** GET /api/admin/{blogs,abouts}/{id}: one post with its Markdown, draft or not. */
async function getContentPost(kind: ContentPostKind, id: number, signal?: AbortSignal): Promise<ConsolePost> {
  const data = await apiRequest(`/api/admin/${kind}/${id}`, signal ? { signal } : {});
  return ConsolePostResponseSchema.shape.data.parse(data);
}

/** Every post opened in the editor, of both kinds. */
export const contentPostKey = [ADMIN_KEY, 'content-post'] as const;

function getContentPostQueryOptions(kind: ContentPostKind, id: number) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'content-post', kind, id] as const,
    queryFn: ({ signal }) => getContentPost(kind, id, signal),
    staleTime: 0,
    // The editor copies the post into its form once: a refetch in the background would change nothing.
    refetchOnWindowFocus: false,
  });
}

export function useContentPost(kind: ContentPostKind, id: number) {
  return useQuery(getContentPostQueryOptions(kind, id));
}
