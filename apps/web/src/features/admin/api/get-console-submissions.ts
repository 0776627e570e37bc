import {
  type ConsoleSubmission,
  ConsoleSubmissionListResponseSchema,
  type ConsoleSubmissionQuery,
} from '@guardians/shared/gallery';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

export const SUBMISSIONS_PAGE_SIZE = 24;
export type SubmissionParams = Required<Omit<ConsoleSubmissionQuery, 'limit'>>;

/** GET /api/admin/gallery/submissions (submissions:review): every submission, hidden ones too. */
async function getConsoleSubmissions(
  params: SubmissionParams,
  signal?: AbortSignal,
): Promise<{ items: ConsoleSubmission[]; total: number }> {
  const search = new URLSearchParams({
    offset: String(params.offset),
    limit: String(SUBMISSIONS_PAGE_SIZE),
    status: params.status,
    sort: params.sort,
  });
  if (params.q) search.set('q', params.q);
  const data = await apiRequest(`/api/admin/gallery/submissions?${search}`, signal ? { signal } : {});
  return ConsoleSubmissionListResponseSchema.shape.data.parse(data);
}

function getConsoleSubmissionsQueryOptions(params: SubmissionParams) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'submissions', params] as const,
    queryFn: ({ signal }) => getConsoleSubmissions(params, signal),
    staleTime: 0,
  });
}

export function useConsoleSubmissions(params: SubmissionParams) {
  return useQuery({ ...getConsoleSubmissionsQueryOptions(params), placeholderData: keepPreviousData });
}

/** Every page of the console's submissions, whatever its filters. */
export const consoleSubmissionsKey = [ADMIN_KEY, 'submissions'] as const;
