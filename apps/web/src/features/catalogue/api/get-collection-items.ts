import {
  COLLECTION_PAGE_SIZE,
  type CollectionItemsPage,
  CollectionItemsResponseSchema,
  type CollectionSort,
  GRID_DEFAULT_SORT,
  type Traits,
} from '@guardians/shared/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type CollectionItemsParams = {
  collectionRef: string;
  chainId: number;
  offset: number;
  traits: Traits;
  /** Already lower-cased, at least 2 characters; undefined for no search. */
  search: string | undefined;
  /** The grid's default (listed first, cheapest first) when absent. */
  sortBy?: CollectionSort;
};

/**
 * POST /api/collections/:token with the trait filters as the body (GET without filters): one page of 50 items with
 * their prices and reaction counts, and how many items match.
 */
async function getCollectionItems(
  params: CollectionItemsParams,
  signal?: AbortSignal,
): Promise<CollectionItemsPage> {
  const query = new URLSearchParams({
    chainId: String(params.chainId),
    offset: String(params.offset),
    limit: String(COLLECTION_PAGE_SIZE),
    withTotalSupply: 'true',
    withReactions: 'true',
    withPrices: 'true',
  });
  if (params.search) query.set('search', params.search);
  // Always named (the API's own default is token id); the server preloads the default's first page.
  query.set('sortBy', params.sortBy ?? GRID_DEFAULT_SORT);
  // Without filters it is a GET: the server preloads exactly this URL with the page's HTML.
  const filtered = Object.keys(params.traits).length > 0;
  const data = await apiRequest(`/api/collections/${encodeURIComponent(params.collectionRef)}?${query}`, {
    ...(filtered ? { method: 'POST' as const, kind: 'read' as const, body: params.traits } : {}),
    ...(signal ? { signal } : {}),
  });
  return CollectionItemsResponseSchema.shape.data.parse(data);
}

export function getCollectionItemsQueryOptions(params: CollectionItemsParams) {
  const { collectionRef, chainId, offset, traits, search } = params;
  const sortBy = params.sortBy ?? GRID_DEFAULT_SORT;
  return queryOptions({
    queryKey: [
      keyRoots.collectionItems,
      {
        collectionRef,
        chainId,
        offset,
        limit: COLLECTION_PAGE_SIZE,
        traits,
        search: search ?? null,
        sortBy,
      },
    ] as const,
    queryFn: ({ signal }) => getCollectionItems(params, signal),
  });
}

/** While the next page or filter loads, the current grid stays (dimmed) instead of flashing empty. */
export function useCollectionItems(
  params: CollectionItemsParams,
  options: { refetchInterval?: number | false } = {},
) {
  return useQuery({
    ...getCollectionItemsQueryOptions(params),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval ?? false,
  });
}
