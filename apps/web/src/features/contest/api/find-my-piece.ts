import type { ContestPiece } from '@guardians/shared/contest';
import { useQuery } from '@tanstack/react-query';
import { contestKeys } from './contest-keys.ts';
import { getClaimCheck } from './get-claim-check.ts';

/** The piece the caller holds, from check/me; a claim made here sets this query from its answer. */
async function findMyPiece(signal?: AbortSignal): Promise<ContestPiece | null> {
  return (await getClaimCheck(signal)).piece;
}

export function useMyPiece(viewer: string | null, hasClaimed: boolean) {
  return useQuery({
    queryKey: contestKeys.myPiece(viewer),
    queryFn: ({ signal }) => findMyPiece(signal),
    enabled: viewer !== null && hasClaimed,
    staleTime: 30_000,
  });
}
