import { COLLECTION_PAGE_SIZE, type CollectionSort } from '@guardians/shared/catalogue';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pageOffset } from '../../../lib/paging.ts';
import {
  parseCollectionQuery,
  resetTraits,
  setOffsetParam,
  setSortParam,
  toggleTraitValue,
} from '../utils/query-string.ts';

/**
 * The collection page's filters, order and paging live in the URL (spec 2), so a filtered page can be
 * shared and Back undoes the last change. The page does not jump to the top on a change.
 */
export function useCollectionQuery(offsetKey: string) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseCollectionQuery(search, offsetKey), [search, offsetKey]);

  const go = useCallback(
    (nextSearch: string, replace = false) =>
      navigate({ pathname, search: nextSearch, hash }, { replace, preventScrollReset: true }),
    [navigate, pathname, hash],
  );

  return {
    traits: query.traits,
    offset: pageOffset(query.offset, COLLECTION_PAGE_SIZE),
    sortBy: query.sortBy,
    setSortBy: useCallback(
      (sortBy: CollectionSort) => go(setSortParam(search, offsetKey, sortBy)),
      [go, search, offsetKey],
    ),
    toggle: useCallback(
      (traitType: string, value: string) => go(toggleTraitValue(search, offsetKey, traitType, value)),
      [go, search, offsetKey],
    ),
    reset: useCallback(() => go(resetTraits(search, offsetKey)), [go, search, offsetKey]),
    setOffset: useCallback(
      (offset: number, options: { replace?: boolean } = {}) =>
        go(setOffsetParam(search, offsetKey, offset), options.replace),
      [go, search, offsetKey],
    ),
  };
}
