import { QUESTS_PAGE_SIZE, type ReviewQueueItem, ReviewQueueResponseSchema } from '@guardians/shared/quests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

export const REVIEW_STATUSES = ['pending', 'completed', 'rejected'] as const;
type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type ReviewQueueParams = { status: ReviewStatus; offset: number; q: string };

/** GET /api/admin/quest-completions (quests:review): completions by status, oldest first. */
async function getReviewQueue(
  params: ReviewQueueParams,
  signal?: AbortSignal,
): Promise<{ items: ReviewQueueItem[]; total: number }> {
  const search = new URLSearchParams({
    status: params.status,
    offset: String(params.offset),
    limit: String(QUESTS_PAGE_SIZE),
  });
  if (params.q) search.set('q', params.q);
  const data = await apiRequest(`/api/admin/quest-completions?${search}`, signal ? { signal } : {});
  return ReviewQueueResponseSchema.shape.data.parse(data);
}

function getReviewQueueQueryOptions(params: ReviewQueueParams) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'quest-completions', params] as const,
    queryFn: ({ signal }) => getReviewQueue(params, signal),
    // Members send proof at any time: the queue is read fresh each time it opens.
    staleTime: 0,
  });
}

export function useReviewQueue(params: ReviewQueueParams) {
  return useQuery({ ...getReviewQueueQueryOptions(params), placeholderData: keepPreviousData });
}

/** Every page of the queue, whatever its status or search. */
export const reviewQueueKey = [ADMIN_KEY, 'quest-completions'] as const;
