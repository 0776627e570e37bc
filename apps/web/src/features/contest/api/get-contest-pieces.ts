import {
  CONTEST_PAGE_SIZE,
  type ContestPiece,
  ContestPieceListResponseSchema,
} from '@guardians/shared/contest';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contestKeys, type PiecesFilter } from './contest-keys.ts';

const ListSchema = ContestPieceListResponseSchema.shape.data;

export type PiecesPage = { items: ContestPiece[]; total: number };

/**
 * GET /api/art-contests/gallery/all: the Guardians to draw, with who holds each claim, narrowed by
 * a token id or name and by one Guardian; `total` counts the matches.
 */
async function getContestPieces(
  offset: number,
  filter: PiecesFilter,
  signal?: AbortSignal,
): Promise<PiecesPage> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(CONTEST_PAGE_SIZE) });
  if (filter.search) query.set('search', filter.search);
  if (filter.guardian) query.set('guardian', filter.guardian);
  const data = await apiRequest(`/api/art-contests/gallery/all?${query}`, signal ? { signal } : {});
  return ListSchema.parse(data);
}

const NO_FILTER: PiecesFilter = { search: '', guardian: '' };

/**
 * 25 a page (spec 9). Spec 4: the contest lists refetch every loaded page, which is what an
 * infinite query does when invalidated, so a claim shows up wherever the person has scrolled. A
 * new search keeps the old cards on screen until its answer arrives.
 */
export function useContestPieces(viewer: string | null, filter: PiecesFilter = NO_FILTER) {
  return useInfiniteQuery({
    queryKey: contestKeys.pieces(viewer, filter),
    queryFn: ({ pageParam, signal }) => getContestPieces(pageParam, filter, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length < CONTEST_PAGE_SIZE || loaded >= last.total ? undefined : loaded;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
