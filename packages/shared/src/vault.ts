import { z } from 'zod';
import { MAX_PAGE_OFFSET } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

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
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(VAULT_PAGE_SIZE),
});
export const VaultListResponseSchema = listResponse(VaultAssetSchema);

/** POST /api/vault/download/{id}: an expiring signed link; every issued link is a logged download. */
export const VaultDownloadSchema = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime(),
  fileName: z.string(),
});
export const VaultDownloadResponseSchema = z.object({ data: VaultDownloadSchema });

/** The id in a download path: the logged download row, not the asset. */
export const VaultAssetIdParamsSchema = z.object({
  id: z.coerce.number<string | number>().int().min(1).max(2_147_483_647),
});
export const VaultFileParamsSchema = z.object({ downloadId: z.string().regex(/^[1-9][0-9]{0,18}$/) });
export const VaultFileQuerySchema = z.object({
  expires: z.coerce.number<string | number>().int().min(0),
  sig: z.string().max(100),
});

/**
 * One entry of content/vault/vault.json; `slug` is the stable key. `file` and `preview` are files in
 * content/vault (the preview a PNG); the list order is the vault's order.
 */
export const VaultContentSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1).max(80),
  description: z.string().min(1).max(400),
  file: z.string().regex(/^[a-z0-9-]+\.[a-z0-9]+$/, 'must be a file name in content/vault'),
  preview: z.string().regex(/^[a-z0-9-]+\.png$/, 'must be a PNG in content/vault'),
  mimeType: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/),
  holdersOnly: z.boolean().default(false),
});
export const VaultContentFileSchema = z.array(VaultContentSchema).min(1);
export type VaultContent = z.infer<typeof VaultContentSchema>;
