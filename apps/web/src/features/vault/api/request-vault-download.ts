import { VaultDownloadResponseSchema } from '@guardians/shared/vault';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const DownloadSchema = VaultDownloadResponseSchema.shape.data;
export type VaultDownload = z.infer<typeof DownloadSchema>;

/** POST /api/vault/download/{id}: an expiring signed link to the file (each one is a logged download). */
export async function requestVaultDownload(assetId: number): Promise<VaultDownload> {
  const data = await apiRequest(`/api/vault/download/${assetId}`, { method: 'POST' });
  return DownloadSchema.parse(data);
}
