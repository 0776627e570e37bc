import { AddCollectionResponseSchema, type CollectionMetadata } from '@guardians/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CollectionSettingsValues } from '../utils/collections-settings-form.ts';
import { consoleCollectionsKey } from './collections-list.ts';

const tokenPath = (tokenAddress: string) => `/api/admin/collections/${encodeURIComponent(tokenAddress)}`;

/** PUT /api/admin/collections/{token}: slug, description, pictures, presale link; '' clears one. */
async function saveCollectionSettings({
  tokenAddress,
  settings,
}: {
  tokenAddress: string;
  settings: CollectionSettingsValues;
}): Promise<CollectionMetadata> {
  const data = await apiRequest(tokenPath(tokenAddress), { method: 'PUT', body: settings });
  return AddCollectionResponseSchema.shape.data.parse(data);
}

/** PUT /api/admin/collections/{token}/default: the one collection single mode shows. */
async function makeDefaultCollection(tokenAddress: string): Promise<CollectionMetadata> {
  const data = await apiRequest(`${tokenPath(tokenAddress)}/default`, { method: 'PUT' });
  return AddCollectionResponseSchema.shape.data.parse(data);
}

function useCollectionMutation<V>(mutationFn: (variables: V) => Promise<CollectionMetadata>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The console's list, and the catalogue's pages in this tab (names, pictures, the default).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleCollectionsKey }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.collections] }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.collectionMetadata] }),
      ]),
  });
}

export const useSaveCollectionSettings = () => useCollectionMutation(saveCollectionSettings);
export const useMakeDefaultCollection = () => useCollectionMutation(makeDefaultCollection);
