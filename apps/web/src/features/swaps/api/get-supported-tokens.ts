import { type SupportedToken, SupportedTokensResponseSchema } from '@guardians/shared/swaps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const TokensSchema = SupportedTokensResponseSchema.shape.data;

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const SWAPS_KEY = keyRoots.swaps;

async function getSupportedTokens(signal?: AbortSignal): Promise<SupportedToken[]> {
  const data = await apiRequest('/api/swaps/supported-tokens', signal ? { signal } : {});
  return TokensSchema.parse(data).items;
}

export function useSupportedTokens() {
  return useQuery(
    queryOptions({
      queryKey: [SWAPS_KEY, 'supported-tokens'] as const,
      queryFn: ({ signal }) => getSupportedTokens(signal),
      staleTime: 5 * 60_000,
    }),
  );
}

/** The coin this site claims into: the one on the site's chain, else the first listed. */
export function pickClaimToken(tokens: SupportedToken[], chainId: number): SupportedToken | undefined {
  return tokens.find((token) => token.chainId === chainId) ?? tokens[0];
}
