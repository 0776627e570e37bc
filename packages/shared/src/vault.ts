import { z } from 'zod';

export const VAULT_PAGE_SIZE = 12;
/** How long a signed download link answers. */
export const VAULT_LINK_TTL_SECONDS = 300;

export const vaultMessages = {
  downloading: 'Download Vault Asset...',
  downloaded: 'Downloaded successfully!',
  fallback: 'Please try again later!',
  xRequired: 'Link your X account to open the vault',
  holdersOnly: 'Only Guardian holders can download this asset',
  linkExpired: 'This download link has expired',
  linkInvalid: 'This download link is not valid',
} as const;

export const VaultAssetSchema = z.object({
  _id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Preview picture (`/api/media/<key>`). */
  image: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  holdersOnly: z.boolean(),
  downloads: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type VaultAsset = z.infer<typeof VaultAssetSchema>;

export const VaultListQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(VAULT_PAGE_SIZE),
});
export const VaultListResponseSchema = z.object({ data: z.array(VaultAssetSchema) });

/** POST /api/vault/download/{id}: an expiring signed link; every issued link is a logged download. */
export const VaultDownloadSchema = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime(),
  fileName: z.string(),
});
export const VaultDownloadResponseSchema = z.object({ data: VaultDownloadSchema });
