import { OfferListResponseSchema, type OfferRecord } from '@guardians/shared/offers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { nextOffset, type OffersPage } from '../utils/offer-pages.ts';

/** The collection page shows a few offers first: the list sits above the item grid. */
const COLLECTION_OFFERS_PAGE_SIZE = 5;

/**
 * GET /api/offers/collection/{token}?kind=any&status=open: the collection's open offers on any item and
 * on traits, best first (funded, highest, oldest).
 */
async function getCollectionOffers(
  tokenAddress: string,
  page: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<OffersPage<OfferRecord>> {
  const query = new URLSearchParams({
    kind: 'any',
    status: 'open',
    offset: String(page.offset),
    limit: String(page.limit),
  });
  const path = `/api/offers/collection/${encodeURIComponent(tokenAddress)}?${query}`;
  const data = await apiRequest(path, signal ? { signal } : {});
  return { ...OfferListResponseSchema.shape.data.parse(data), offset: page.offset };
}

function getCollectionOffersQueryOptions(tokenAddress: string, limit = COLLECTION_OFFERS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [keyRoots.offers, 'collection', { tokenAddress: tokenAddress.toLowerCase(), limit }] as const,
    queryFn: ({ pageParam, signal }) =>
      getCollectionOffers(tokenAddress, { offset: pageParam, limit }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: OffersPage<OfferRecord>) => nextOffset(last, limit),
  });
}

export function useCollectionOffers(tokenAddress: string) {
  return useInfiniteQuery(getCollectionOffersQueryOptions(tokenAddress));
}
