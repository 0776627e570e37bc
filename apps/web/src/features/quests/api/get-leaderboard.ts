import {
  LEADERBOARD_MINIMAL_SIZE,
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardEntry,
  LeaderboardPlaceResponseSchema,
  LeaderboardResponseSchema,
} from '@guardians/shared/quests';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { nextLeaderboardPage } from '../utils/leaderboard.ts';
import { QUESTS_KEY } from './query-keys.ts';

export type LeaderboardPage = { items: LeaderboardEntry[]; total: number };

/** GET /api/quests/leaderboard?offset&limit; `total` counts rows, not pages. */
async function getLeaderboard(
  page: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<LeaderboardPage> {
  const data = await apiRequest(
    `/api/quests/leaderboard?offset=${page.offset}&limit=${page.limit}`,
    signal ? { signal } : {},
  );
  return LeaderboardResponseSchema.shape.data.parse(data);
}

/** Spec 9: the minimal view is 10 rows, one page. */
export function getMinimalLeaderboardQueryOptions() {
  return queryOptions({
    queryKey: [QUESTS_KEY, 'leaderboard', 'minimal'] as const,
    queryFn: ({ signal }) => getLeaderboard({ offset: 0, limit: LEADERBOARD_MINIMAL_SIZE }, signal),
    staleTime: 30_000,
  });
}

/**
 * Spec 4/9: 25 a page, the page index times the limit as offset. Spec 4 says the leaderboard does
 * not refetch all its pages (an infinite query would, page after page): no refetch on focus, and
 * the pages are dropped once the screen is left, so coming back starts again from page one.
 */
export function getLeaderboardQueryOptions(limit = LEADERBOARD_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [QUESTS_KEY, 'leaderboard', 'pages', limit] as const,
    queryFn: ({ pageParam, signal }) => getLeaderboard({ offset: pageParam * limit, limit }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: LeaderboardPage, pages: LeaderboardPage[]) =>
      nextLeaderboardPage(pages.length, last.total, limit),
    staleTime: 30_000,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useMinimalLeaderboard() {
  return useQuery(getMinimalLeaderboardQueryOptions());
}

export function useLeaderboard() {
  return useInfiniteQuery(getLeaderboardQueryOptions());
}

/** GET /api/quests/leaderboard/{account}: the viewer's own row, null before they earn coins. */
function getLeaderboardPlaceQueryOptions(account: string) {
  return queryOptions({
    queryKey: [QUESTS_KEY, 'leaderboard', 'place', account.toLowerCase()] as const,
    queryFn: async ({ signal }) =>
      LeaderboardPlaceResponseSchema.shape.data.parse(
        await apiRequest(`/api/quests/leaderboard/${account.toLowerCase()}`, { signal }),
      ),
    staleTime: 30_000,
  });
}

export function useLeaderboardPlace(account: string | undefined) {
  return useQuery({
    ...getLeaderboardPlaceQueryOptions(account ?? ''),
    enabled: account !== undefined,
  });
}
