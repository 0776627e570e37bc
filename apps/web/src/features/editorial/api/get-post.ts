import { type Post, PostResponseSchema } from '@guardians/shared/editorial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { retryUnlessAnswered } from './api-status.ts';
import { EDITORIAL_KEY, EDITORIAL_STALE_MS, type PostKind } from './query-keys.ts';

const PostSchema = PostResponseSchema.shape.data;

/** GET /api/blogs/{id} or /api/abouts/{id}; `ref` is the post's number or its slug. */
async function getPost(kind: PostKind, ref: string, signal?: AbortSignal): Promise<Post> {
  const data = await apiRequest(`/api/${kind}/${encodeURIComponent(ref)}`, signal ? { signal } : {});
  return PostSchema.parse(data);
}

function getPostQueryOptions(kind: PostKind, ref: string) {
  return queryOptions({
    queryKey: [EDITORIAL_KEY, kind, 'post', ref] as const,
    queryFn: ({ signal }) => getPost(kind, ref, signal),
    staleTime: EDITORIAL_STALE_MS,
    retry: retryUnlessAnswered,
  });
}

export function usePost(kind: PostKind, ref: string) {
  return useQuery(getPostQueryOptions(kind, ref));
}
