import {
  AccountShieldsResponseSchema,
  type ConsoleShield,
  ConsoleShieldListResponseSchema,
  type EarnedShield,
  SHIELDS_PAGE_SIZE,
  type ShieldList,
  ShieldListResponseSchema,
} from '@guardians/shared/shields';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const ListSchema = ShieldListResponseSchema.shape.data;
const AccountSchema = AccountShieldsResponseSchema.shape.data;
const ConsoleListSchema = ConsoleShieldListResponseSchema.shape.data;

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const SHIELDS_KEY = 'shields';

/** A page of the list; `name` is a case-insensitive part of the name ('' for every shield). */
type ShieldsPageQuery = { offset: number; name: string };

function pageParams({ offset, name }: ShieldsPageQuery): URLSearchParams {
  const params = new URLSearchParams({ offset: String(offset), limit: String(SHIELDS_PAGE_SIZE) });
  if (name) params.set('name', name);
  return params;
}

/** GET /api/shields/all, one page of SHIELDS_PAGE_SIZE. */
async function getShieldsPage(query: ShieldsPageQuery, signal?: AbortSignal): Promise<ShieldList> {
  const data = await apiRequest(`/api/shields/all?${pageParams(query)}`, signal ? { signal } : {});
  return ListSchema.parse(data);
}

/** GET /api/admin/shields (content:edit): the same page, with each shield's origin and rule. */
async function getConsoleShieldsPage(
  query: ShieldsPageQuery,
  signal?: AbortSignal,
): Promise<{ items: ConsoleShield[]; total: number }> {
  const data = await apiRequest(`/api/admin/shields?${pageParams(query)}`, signal ? { signal } : {});
  return ConsoleListSchema.parse(data);
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
    // The first page is all of them: there are a handful of shields, not thousands.
    queryFn: ({ signal }) => getShieldsPage({ offset: 0, name: '' }, signal),
    staleTime: 5 * 60_000,
  });
}

/** The console's list: searched and paged; the previous page stays on screen while the next loads. */
function getConsoleShieldsQueryOptions(query: ShieldsPageQuery) {
  return queryOptions({
    queryKey: [SHIELDS_KEY, 'console', query] as const,
    queryFn: ({ signal }) => getConsoleShieldsPage(query, signal),
    placeholderData: keepPreviousData,
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

export function useConsoleShields(query: ShieldsPageQuery) {
  return useQuery(getConsoleShieldsQueryOptions(query));
}

/** Account-dependent lookups run only when an account is present (spec 8). */
export function useAccountShields(account: string | undefined) {
  return useQuery({ ...getAccountShieldsQueryOptions(account ?? ''), enabled: Boolean(account) });
}
