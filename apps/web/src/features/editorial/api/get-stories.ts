import { type StoryCard, StoryListResponseSchema } from '@guardians/shared/editorial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { EDITORIAL_KEY, EDITORIAL_STALE_MS } from './query-keys.ts';

const ListSchema = StoryListResponseSchema.shape.data;

/** GET /api/stories/all: the Story cards in reading order, locked ones included. */
async function getStories(signal?: AbortSignal): Promise<StoryCard[]> {
  const data = await apiRequest('/api/stories/all', signal ? { signal } : {});
  return ListSchema.parse(data).items;
}

export function getStoriesQueryOptions() {
  return queryOptions({
    queryKey: [EDITORIAL_KEY, 'stories'] as const,
    queryFn: ({ signal }) => getStories(signal),
    staleTime: EDITORIAL_STALE_MS,
  });
}

export function useStories() {
  return useQuery(getStoriesQueryOptions());
}
