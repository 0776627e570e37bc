import {
  CERTIFIED_PAGE_SIZE,
  CertifiedListResponseSchema,
  PrizeVerificationResponseSchema,
} from '@guardians/shared/certified';
import { CountResponseSchema } from '@guardians/shared/common';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CERTIFIED_KEY } from './query-keys.ts';

/** GET /api/certified-nfts/all: spec 9's minimal view is the first 8, one page. */
async function getCertifiedNfts(signal?: AbortSignal) {
  const data = await apiRequest(
    `/api/certified-nfts/all?offset=0&limit=${CERTIFIED_PAGE_SIZE}`,
    signal ? { signal } : {},
  );
  return CertifiedListResponseSchema.shape.data.parse(data).items;
}

async function getCertifiedCount(signal?: AbortSignal) {
  const data = await apiRequest('/api/certified-nfts/all/count', signal ? { signal } : {});
  return CountResponseSchema.shape.data.parse(data);
}

export function useCertifiedNfts() {
  return useQuery(
    queryOptions({
      queryKey: [CERTIFIED_KEY, 'all', 'minimal'] as const,
      queryFn: ({ signal }) => getCertifiedNfts(signal),
      staleTime: 5 * 60_000,
    }),
  );
}

export function useCertifiedCount() {
  return useQuery(
    queryOptions({
      queryKey: [CERTIFIED_KEY, 'count'] as const,
      queryFn: ({ signal }) => getCertifiedCount(signal),
      staleTime: 5 * 60_000,
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
