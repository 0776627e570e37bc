import {
  CERTIFIED_PAGE_SIZE,
  CertifiedListResponseSchema,
  PrizeVerificationResponseSchema,
} from '@guardians/shared/certified';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CERTIFIED_KEY } from './query-keys.ts';

/** The most prizes one request returns (the list's `limit` allows 100). */
export const ALL_PRIZES = 100;

/** GET /api/certified-nfts/all: spec 9's minimal view is the first 8; "Show all" asks for the rest. */
async function getCertifiedNfts(limit: number, signal?: AbortSignal) {
  const data = await apiRequest(`/api/certified-nfts/all?offset=0&limit=${limit}`, signal ? { signal } : {});
  return CertifiedListResponseSchema.shape.data.parse(data);
}

/** The first `limit` prizes and how many there are; the first 8 stay shown while the rest load. */
export function useCertifiedNfts(limit: number = CERTIFIED_PAGE_SIZE) {
  return useQuery(
    queryOptions({
      queryKey: [CERTIFIED_KEY, 'all', limit] as const,
      queryFn: ({ signal }) => getCertifiedNfts(limit, signal),
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
    }),
  );
}

const VerificationSchema = PrizeVerificationResponseSchema.shape.data;

function getPrizeVerificationQueryOptions(account: string) {
  return queryOptions({
    queryKey: [CERTIFIED_KEY, 'verification', account.toLowerCase()] as const,
    queryFn: async ({ signal }) =>
      VerificationSchema.parse(await apiRequest('/api/certified-nfts/verification/me', { signal })),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in account's flag; spec 8: a failed verify read is silent (reads as not verified). */
export function usePrizeVerification(account: string | undefined, signedIn: boolean) {
  return useQuery({
    ...getPrizeVerificationQueryOptions(account ?? ''),
    enabled: Boolean(account) && signedIn,
    retry: false,
  });
}

/** POST /api/certified-nfts/verification/me: checks the caller's collection once. */
export function useVerifyPrizes(account: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      VerificationSchema.parse(
        await apiRequest('/api/certified-nfts/verification/me', { method: 'POST', body: {} }),
      ),
    onSuccess: (result) => {
      if (account) queryClient.setQueryData(getPrizeVerificationQueryOptions(account).queryKey, result);
    },
  });
}
