import { CoinBalanceResponseSchema } from '@guardians/shared/quests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const BalanceSchema = CoinBalanceResponseSchema.shape.data;

/**
 * Every coin-balance query starts with 'points': completing a quest invalidates ['points'], so the
 * navbar and the swaps page show the new balance without knowing about quests.
 */
export const POINTS_KEY = keyRoots.points;

/** GET /api/points/balance/me: the signed-in wallet's coins, summed over its ledger. */
async function getCoinBalance(signal?: AbortSignal): Promise<number> {
  const data = await apiRequest('/api/points/balance/me', signal ? { signal } : {});
  return BalanceSchema.parse(data).balance;
}

/** Keyed by account: a wallet switch must never show the previous wallet's coins. */
export function getCoinBalanceQueryOptions(account: string) {
  return queryOptions({
    queryKey: [POINTS_KEY, 'balance', account.toLowerCase()] as const,
    queryFn: ({ signal }) => getCoinBalance(signal),
    staleTime: 30_000,
  });
}

/** Runs only for a signed-in wallet (the endpoint answers 401 to anyone else). */
export function useCoinBalance(account: string | undefined, signedIn: boolean) {
  return useQuery({
    ...getCoinBalanceQueryOptions(account ?? ''),
    enabled: Boolean(account) && signedIn,
  });
}
