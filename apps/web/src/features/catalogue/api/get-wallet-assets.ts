import { COLLECTION_PAGE_SIZE, WalletAssetsResponseSchema } from '@guardians/shared/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const PageSchema = WalletAssetsResponseSchema.shape.data;
type WalletAssetsPage = ReturnType<typeof PageSchema.parse>;

export type WalletAssetsParams = {
  account: string;
  tokenAddress: string;
  chainId: number;
  offset: number;
  /** Lower-cased, at least 2 characters; undefined for no search. */
  search: string | undefined;
};

/** POST /api/wallets/account/:account with `{ tokenAddress }`: the wallet's items of one collection. */
async function getWalletAssets(params: WalletAssetsParams, signal?: AbortSignal): Promise<WalletAssetsPage> {
  const query = new URLSearchParams({
    chainId: String(params.chainId),
    withPrices: 'true',
    offset: String(params.offset),
    limit: String(COLLECTION_PAGE_SIZE),
  });
  if (params.search) query.set('search', params.search);
  const data = await apiRequest(`/api/wallets/account/${params.account}?${query}`, {
    method: 'POST',
    kind: 'read',
    body: { tokenAddress: params.tokenAddress },
    ...(signal ? { signal } : {}),
  });
  return PageSchema.parse(data);
}

function getWalletAssetsQueryOptions(params: WalletAssetsParams) {
  const { account, tokenAddress, chainId, offset, search } = params;
  return queryOptions({
    queryKey: [
      keyRoots.walletAssets,
      { account, tokenAddress, chainId, offset, limit: COLLECTION_PAGE_SIZE, search: search ?? null },
    ] as const,
    queryFn: ({ signal }) => getWalletAssets(params, signal),
  });
}

/** A wallet's own page polls while it is empty for a minute: a new wallet's first items land within seconds. */
const EMPTY_WALLET_POLL_MS = 5000;
const EMPTY_WALLET_POLLS = 12;

export function useWalletAssets(
  params: WalletAssetsParams | null,
  options: { pollWhileEmpty?: boolean } = {},
) {
  return useQuery({
    ...getWalletAssetsQueryOptions(
      params ?? { account: '', tokenAddress: '', chainId: 0, offset: 0, search: undefined },
    ),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      options.pollWhileEmpty &&
      query.state.data?.total === 0 &&
      query.state.dataUpdateCount < EMPTY_WALLET_POLLS
        ? EMPTY_WALLET_POLL_MS
        : false,
  });
}
