import { WhitelistListResponseSchema, WhitelistSummaryResponseSchema } from '@guardians/shared/sale';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './query-keys.ts';

type Whitelist = { size: number; root: `0x${string}` | null; accounts: string[] };

const whitelistPath = (tokenAddress: string) =>
  `/api/admin/collections/${encodeURIComponent(tokenAddress)}/whitelist`;

/** GET /api/admin/collections/{token}/whitelist: the stored list and the Merkle root it makes. */
async function getWhitelist(tokenAddress: string, signal?: AbortSignal): Promise<Whitelist> {
  const data = await apiRequest(whitelistPath(tokenAddress), signal ? { signal } : {});
  const list = WhitelistListResponseSchema.shape.data.parse(data);
  return { ...list, root: list.root as `0x${string}` | null };
}

/** PUT .../whitelist: replaces the list; answers its size and root for the owner's setMerkleRoot. */
async function saveWhitelist({ tokenAddress, accounts }: { tokenAddress: string; accounts: string[] }) {
  const data = await apiRequest(whitelistPath(tokenAddress), { method: 'PUT', body: { accounts } });
  return WhitelistSummaryResponseSchema.shape.data.parse(data);
}

/** Every collection's whitelist. */
const whitelistKey = [ADMIN_KEY, 'collections-whitelist'] as const;

function getWhitelistQueryOptions(tokenAddress: string) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'collections-whitelist', tokenAddress] as const,
    queryFn: ({ signal }) => getWhitelist(tokenAddress, signal),
    staleTime: 0,
  });
}

export function useWhitelist(tokenAddress: string) {
  return useQuery(getWhitelistQueryOptions(tokenAddress));
}

export function useSaveWhitelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWhitelist,
    // The mint page's sale (who is on the list, whether the chain's root is up to date) follows too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: whitelistKey }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.sale] }),
      ]),
  });
}
