import {
  CONTEST_PAGE_SIZE,
  type ContestPiece,
  ContestPieceListResponseSchema,
} from '@guardians/shared/contest';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contestKeys } from './contest-keys.ts';

const ListSchema = ContestPieceListResponseSchema.shape.data;

/** GET /api/art-contests/gallery/all: the Guardians to draw, with who holds each claim. */
async function getContestPieces(
  offset: number,
  limit: number = CONTEST_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ContestPiece[]> {
  const data = await apiRequest(
    `/api/art-contests/gallery/all?offset=${offset}&limit=${limit}`,
    signal ? { signal } : {},
  );
  return ListSchema.parse(data).items;
}

/**
 * 25 a page (spec 9). Spec 4: the contest lists refetch every loaded page, which is what an
 * infinite query does when invalidated, so a claim shows up wherever the person has scrolled.
 */
export function useContestPieces(viewer: string | null) {
  return useInfiniteQuery({
    queryKey: contestKeys.pieces(viewer),
    queryFn: ({ pageParam, signal }) => getContestPieces(pageParam, CONTEST_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < CONTEST_PAGE_SIZE ? undefined : pages.length * CONTEST_PAGE_SIZE,
    staleTime: 30_000,
  });
}
