import { OWNERS_PAGE_SIZE, type OwnerEntry, OwnersResponseSchema } from '@guardians/shared/community';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

type OwnersPage = { items: OwnerEntry[]; total: number };

/** GET /api/owners/all?offset&limit: holders of the site's collection, most Guardians first. */
async function getOwners(page: { offset: number; limit: number }, signal?: AbortSignal): Promise<OwnersPage> {
  const data = await apiRequest(
    `/api/owners/all?offset=${page.offset}&limit=${page.limit}`,
    signal ? { signal } : {},
  );
  return OwnersResponseSchema.shape.data.parse(data);
}

/** The next offset while rows remain, else undefined (the end). */
function nextOwnersOffset(pages: OwnersPage[], limit: number): number | undefined {
  const loaded = pages.length * limit;
  const total = pages.at(-1)?.total ?? 0;
  return loaded < total ? loaded : undefined;
}

function getOwnersQueryOptions(limit = OWNERS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: ['owners', { limit }] as const,
    queryFn: ({ pageParam, signal }) => getOwners({ offset: pageParam, limit }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last: OwnersPage, pages: OwnersPage[]) => nextOwnersOffset(pages, limit),
    staleTime: 60_000,
    // Like the leaderboard: coming back starts from the first page, not a refetch of every page.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useOwners() {
  return useInfiniteQuery(getOwnersQueryOptions());
}
