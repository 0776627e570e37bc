import { type StoryDetail, StoryDetailResponseSchema } from '@guardians/shared/editorial';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refuseUnlessOpen, retryUnlessAnswered } from './api-status.ts';
import { getStoriesQueryOptions } from './get-stories.ts';
import { EDITORIAL_KEY, EDITORIAL_STALE_MS } from './query-keys.ts';

const DetailSchema = StoryDetailResponseSchema.shape.data;

/** GET /api/stories/{id}: 403 while the chapter is locked, 404 for an unknown id. */
async function getStory(id: string, signal?: AbortSignal): Promise<StoryDetail> {
  const data = await apiRequest(`/api/stories/${encodeURIComponent(id)}`, signal ? { signal } : {});
  return DetailSchema.parse(data);
}

function getStoryQueryOptions(id: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: [EDITORIAL_KEY, 'stories', id] as const,
    queryFn: async ({ signal }) => {
      refuseUnlessOpen(await queryClient.fetchQuery(getStoriesQueryOptions()), id);
      return getStory(id, signal);
    },
    staleTime: EDITORIAL_STALE_MS,
    retry: retryUnlessAnswered,
  });
}

export function useStory(id: string) {
  const queryClient = useQueryClient();
  return useQuery(getStoryQueryOptions(id, queryClient));
}
