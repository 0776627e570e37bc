import {
  type ConsoleCertifiedPrize,
  ConsoleCertifiedPrizeListResponseSchema,
} from '@guardians/shared/certified';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

/** The most the list route gives at once; the order call names every prize, so the console reads them all. */
const ALL_PRIZES = 100;

/** GET /api/admin/certified-nfts (contest:edit): every prize in display order, with its provenance. */
export async function getConsolePrizes(signal?: AbortSignal): Promise<ConsoleCertifiedPrize[]> {
  const data = await apiRequest(
    `/api/admin/certified-nfts?offset=0&limit=${ALL_PRIZES}`,
    signal ? { signal } : {},
  );
  return ConsoleCertifiedPrizeListResponseSchema.shape.data.parse(data).items;
}

export function getConsolePrizesQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'certified-prizes'] as const,
    queryFn: ({ signal }) => getConsolePrizes(signal),
    staleTime: 0,
  });
}

export function useConsolePrizes() {
  return useQuery(getConsolePrizesQueryOptions());
}
