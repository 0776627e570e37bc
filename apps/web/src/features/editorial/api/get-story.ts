import { type StoryDetail, StoryDetailResponseSchema } from '@guardians/shared/editorial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { retryUnlessAnswered } from './api-status.ts';
import { EDITORIAL_KEY, EDITORIAL_STALE_MS } from './query-keys.ts';

const DetailSchema = StoryDetailResponseSchema.shape.data;

/** GET /api/stories/{id}: 403 while the chapter is locked, 404 for an unknown id. */
async function getStory(id: string, signal?: AbortSignal): Promise<StoryDetail> {
  const data = await apiRequest(`/api/stories/${encodeURIComponent(id)}`, signal ? { signal } : {});
  return DetailSchema.parse(data);
}

function getStoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [EDITORIAL_KEY, 'stories', id] as const,
    queryFn: ({ signal }) => getStory(id, signal),
    staleTime: EDITORIAL_STALE_MS,
    retry: retryUnlessAnswered,
  });
}

export function useStory(id: string) {
  return useQuery(getStoryQueryOptions(id));
}
