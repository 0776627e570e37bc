import {
  AccountShieldsResponseSchema,
  type EarnedShield,
  SHIELDS_PAGE_SIZE,
  type ShieldList,
  ShieldListResponseSchema,
} from '@guardians/shared/shields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const ListSchema = ShieldListResponseSchema.shape.data;
const AccountSchema = AccountShieldsResponseSchema.shape.data;

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const SHIELDS_KEY = 'shields';

/** GET /api/shields/all, first page: there are a handful of shields, not thousands. */
async function getAllShields(signal?: AbortSignal): Promise<ShieldList> {
  const data = await apiRequest(
    `/api/shields/all?offset=0&limit=${SHIELDS_PAGE_SIZE}`,
    signal ? { signal } : {},
  );
  return ListSchema.parse(data);
}

/** GET /api/shields/account/{account}: the server evaluates the rules first, so this also awards. */
async function getAccountShields(account: string, signal?: AbortSignal): Promise<EarnedShield[]> {
  const data = await apiRequest(`/api/shields/account/${account}`, signal ? { signal } : {});
  return AccountSchema.parse(data).items;
}

/** `viewer` only keys the cache: canEdit depends on who is signed in. */
function getAllShieldsQueryOptions(viewer?: string) {
  return queryOptions({
    queryKey: [SHIELDS_KEY, 'all', viewer ?? null] as const,
    queryFn: ({ signal }) => getAllShields(signal),
    staleTime: 5 * 60_000,
  });
}

function getAccountShieldsQueryOptions(account: string) {
  return queryOptions({
    queryKey: [SHIELDS_KEY, 'account', account.toLowerCase()] as const,
    queryFn: ({ signal }) => getAccountShields(account, signal),
    staleTime: 60_000,
  });
}

export function useAllShields(viewer?: string) {
  return useQuery(getAllShieldsQueryOptions(viewer));
}

/** Account-dependent lookups run only when an account is present (spec 8). */
export function useAccountShields(account: string | undefined) {
  return useQuery({ ...getAccountShieldsQueryOptions(account ?? ''), enabled: Boolean(account) });
}
