import { type ItemOffer, ItemOfferListResponseSchema, OFFERS_PAGE_SIZE } from '@guardians/shared/offers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { nextOffset, type OffersPage } from '../utils/offer-pages.ts';

/** An item by its collection's address (lower case) and token id, as the item page names it. */
export type OfferItem = { tokenAddress: string; tokenId: string };

export type ItemOffersPage = OffersPage<ItemOffer>;

/**
 * GET /api/offers/item/{token}/{id}?status=open: the open offers a holder of the item could accept
 * (on the item, and collection and trait offers covering it, with their proofs), best first.
 */
async function getItemOffers(
  item: OfferItem,
  page: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<ItemOffersPage> {
  const path =
    `/api/offers/item/${encodeURIComponent(item.tokenAddress)}/${encodeURIComponent(item.tokenId)}` +
    `?status=open&offset=${page.offset}&limit=${page.limit}`;
  const data = await apiRequest(path, signal ? { signal } : {});
  return { ...ItemOfferListResponseSchema.shape.data.parse(data), offset: page.offset };
}

export function getItemOffersQueryOptions(item: OfferItem, limit = OFFERS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [
      keyRoots.offers,
      'item',
      { tokenAddress: item.tokenAddress.toLowerCase(), tokenId: item.tokenId, limit },
    ] as const,
    queryFn: ({ pageParam, signal }) => getItemOffers(item, { offset: pageParam, limit }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ItemOffersPage) => nextOffset(last, limit),
  });
}

export function useItemOffers(item: OfferItem) {
  return useInfiniteQuery(getItemOffersQueryOptions(item));
}
