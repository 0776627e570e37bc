import { CountResponseSchema } from '@guardians/shared/common';
import {
  SWAP_LEADERBOARD_PAGE_SIZE,
  type SwapLeaderboardEntry,
  SwapLeaderboardPlaceResponseSchema,
  SwapLeaderboardResponseSchema,
} from '@guardians/shared/swaps';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { SWAPS_KEY } from './get-supported-tokens.ts';

const EntriesSchema = SwapLeaderboardResponseSchema.shape.data;
const CountSchema = CountResponseSchema.shape.data;

async function getSwapLeaderboard(offset: number, signal?: AbortSignal): Promise<SwapLeaderboardEntry[]> {
  const data = await apiRequest(
    `/api/swaps/leaderboard?offset=${offset}&limit=${SWAP_LEADERBOARD_PAGE_SIZE}`,
    signal ? { signal } : {},
  );
  return EntriesSchema.parse(data).items;
}

async function getSwapLeaderboardCount(signal?: AbortSignal): Promise<number> {
  const data = await apiRequest('/api/swaps/leaderboard/count', signal ? { signal } : {});
  return CountSchema.parse(data);
}

/** One page; the previous page stays on screen while the next loads, so the table does not jump. */
export function useSwapLeaderboard(offset: number) {
  return useQuery({
    queryKey: [SWAPS_KEY, 'leaderboard', offset] as const,
    queryFn: ({ signal }) => getSwapLeaderboard(offset, signal),
    placeholderData: keepPreviousData,
  });
}

async function getSwapLeaderboardPlace(account: string, signal?: AbortSignal) {
  const data = await apiRequest(`/api/swaps/leaderboard/${account}`, signal ? { signal } : {});
  return SwapLeaderboardPlaceResponseSchema.shape.data.parse(data);
}

/** The viewer's own row and rank among everyone (null before a claim is settled); none without a viewer. */
export function useSwapLeaderboardPlace(account: string | undefined) {
  const lower = account?.toLowerCase() ?? '';
  return useQuery({
    queryKey: [SWAPS_KEY, 'leaderboard-place', lower] as const,
    queryFn: ({ signal }) => getSwapLeaderboardPlace(lower, signal),
    enabled: lower !== '',
  });
}

export function useSwapLeaderboardCount() {
  return useQuery({
    queryKey: [SWAPS_KEY, 'leaderboard', 'count'] as const,
    queryFn: ({ signal }) => getSwapLeaderboardCount(signal),
  });
}
