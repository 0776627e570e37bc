import {
  type AccountOffer,
  AccountOfferListResponseSchema,
  OFFERS_PAGE_SIZE,
} from '@guardians/shared/offers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { nextOffset, type OffersPage } from '../utils/offer-pages.ts';

/** 'made': the account's own offers, newest first; 'received': offers it could accept now, best first. */
export type AccountOffersRole = 'made' | 'received';

/**
 * GET /api/offers/account/{account}?role&status=open. A received offer names the account's items it
 * would buy (`eligible`), each with its proof for a trait offer.
 */
async function getAccountOffers(
  account: string,
  role: AccountOffersRole,
  page: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<OffersPage<AccountOffer>> {
  const query = new URLSearchParams({
    role,
    status: 'open',
    offset: String(page.offset),
    limit: String(page.limit),
  });
  const path = `/api/offers/account/${encodeURIComponent(account)}?${query}`;
  const data = await apiRequest(path, signal ? { signal } : {});
  return { ...AccountOfferListResponseSchema.shape.data.parse(data), offset: page.offset };
}

function getAccountOffersQueryOptions(account: string, role: AccountOffersRole, limit = OFFERS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [keyRoots.offers, 'account', { account: account.toLowerCase(), role, limit }] as const,
    queryFn: ({ pageParam, signal }) => getAccountOffers(account, role, { offset: pageParam, limit }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: OffersPage<AccountOffer>) => nextOffset(last, limit),
  });
}

export function useAccountOffers(account: string, role: AccountOffersRole) {
  return useInfiniteQuery(getAccountOffersQueryOptions(account, role));
}
