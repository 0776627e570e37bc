import type { GallerySort } from '@guardians/shared/gallery';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSort, SORT_PARAM } from '../utils/gallery-sort.ts';

export type OpenSubmission = { by: 'id'; id: number } | { by: 'tweetId'; tweetId: string } | null;

/** `?id=` opens the detail modal, `?tweetId=` the same view found by its post (spec 2). */
function openSubmissionOf(params: URLSearchParams): OpenSubmission {
  const id = params.get('id');
  if (id && /^\d{1,10}$/.test(id)) return { by: 'id', id: Number(id) };
  const tweetId = params.get('tweetId');
  if (tweetId && /^\d{1,20}$/.test(tweetId)) return { by: 'tweetId', tweetId };
  return null;
}

/** The gallery's state in the URL: the sort and the open submission; changes keep the scroll. */
export function useGalleryParams() {
  const [params, setParams] = useSearchParams();
  const sortBy = parseSort(params.get(SORT_PARAM));
  const open = useMemo(() => openSubmissionOf(params), [params]);

  const setSort = useCallback(
    (sort: GallerySort) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(SORT_PARAM, sort);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const openSubmission = useCallback(
    (id: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('tweetId');
          next.set('id', String(id));
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const closeSubmission = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('id');
          next.delete('tweetId');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  return {
    sortBy,
    open,
    setSort,
    openSubmission,
    closeSubmission,
    editRequested: params.get('type') === 'edit',
  };
}
