import { AddCollectionResponseSchema, type CollectionMetadata } from '@guardians/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { consoleCollectionsKey } from './collections-list.ts';

type NewCollection = { tokenAddress: string; slug?: string };

/**
 * POST /api/admin/collections (collections:edit), 201: lists a deployed ERC-721; the indexer reads
 * its history in the background. 400 NOT_A_CONTRACT / NOT_ERC721, 409 already listed or slug taken.
 */
async function addCollection(body: NewCollection): Promise<CollectionMetadata> {
  const data = await apiRequest('/api/admin/collections', { method: 'POST', body });
  return AddCollectionResponseSchema.shape.data.parse(data);
}

export function useAddCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCollection,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleCollectionsKey }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.collections] }),
      ]),
  });
}
