import type { ArtistSubmission } from '@guardians/shared/gallery';
import type { InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { findSubmission } from '../utils/love-state.ts';
import type { OpenSubmission } from './use-gallery-params.ts';

type PagedList = {
  data: InfiniteData<ArtistSubmission[]> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isPending: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

export type Located =
  | { state: 'none' }
  | { state: 'searching' }
  | { state: 'found'; submission: ArtistSubmission }
  | { state: 'missing' };

function matchesOpen(open: NonNullable<OpenSubmission>) {
  return (s: ArtistSubmission) => (open.by === 'id' ? s._id === open.id : s.tweetId === open.tweetId);
}

/**
 * The submission the URL opens. When it is not in the pages loaded so far, the next pages are
 * loaded one by one until it turns up or the list ends (then it is missing).
 */
export function useLocateSubmission(open: OpenSubmission, list: PagedList): Located {
  const found = open ? findSubmission(list.data, matchesOpen(open)) : undefined;
  const { hasNextPage, isFetchingNextPage, isPending, isError, fetchNextPage } = list;
  const keepLooking = open !== null && !found && !isPending && !isError && hasNextPage;

  useEffect(() => {
    if (keepLooking && !isFetchingNextPage) void fetchNextPage();
  }, [keepLooking, isFetchingNextPage, fetchNextPage]);

  // A failed list shows its own error and retry; "not found" would be a guess.
  if (!open || isError) return { state: 'none' };
  if (found) return { state: 'found', submission: found };
  if (isPending || keepLooking || isFetchingNextPage) return { state: 'searching' };
  return { state: 'missing' };
}
