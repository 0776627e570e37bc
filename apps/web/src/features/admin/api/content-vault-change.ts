import {
  type ConsoleVaultAsset,
  ConsoleVaultAssetResponseSchema,
  type VaultAssetPatch,
} from '@guardians/shared/vault';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentVaultKey } from './content-vault.ts';

/** PATCH /api/admin/vault/{id}: what is sent changes (title, description, holdersOnly). */
async function updateVaultAsset({
  id,
  patch,
}: {
  id: number;
  patch: VaultAssetPatch;
}): Promise<ConsoleVaultAsset> {
  const data = await apiRequest(`/api/admin/vault/${id}`, { method: 'PATCH', body: patch });
  return ConsoleVaultAssetResponseSchema.shape.data.parse(data);
}

/** DELETE /api/admin/vault/{id}: the asset and its download log go; answers the asset as it was. */
async function deleteVaultAsset(id: number): Promise<ConsoleVaultAsset> {
  const data = await apiRequest(`/api/admin/vault/${id}`, { method: 'DELETE' });
  return ConsoleVaultAssetResponseSchema.shape.data.parse(data);
}

function useVaultMutation<V>(mutationFn: (variables: V) => Promise<ConsoleVaultAsset>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentVaultKey }),
  });
}

export const useUpdateVaultAsset = () => useVaultMutation(updateVaultAsset);
export const useDeleteVaultAsset = () => useVaultMutation(deleteVaultAsset);
