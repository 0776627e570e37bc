import { z } from 'zod';
import { MAX_PAGE_OFFSET, NUL_MESSAGE, PG_INTEGER_MAX, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { VaultAssetSchema } from './vault.ts';

/** The console's vault (content:edit, decision 0083): upload, edit and remove assets. */
export const VAULT_TITLE_MAX = 120;
export const VAULT_DESCRIPTION_MAX = 2000;
/** The multipart parts of an upload: the picture the vault shows, and the file it hands out. */
export const VAULT_IMAGE_FIELD = 'image';
export const VAULT_FILE_FIELD = 'file';
export const VAULT_IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp';
/** The file a holder downloads; as big as a fan-art video, below the proxy's body limit with the picture. */
export const VAULT_FILE_MAX_BYTES = 50 * 1024 * 1024;

export const vaultConsoleMessages = {
  imageType: 'The picture must be a PNG, JPEG or WebP file',
  imageRequired: 'Choose the picture the vault shows',
  fileRequired: 'Choose the file holders download',
  fileEmpty: 'The file is empty',
} as const;

/** A missing part reads "title is required", not zod's "expected string". */
const required = (name: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? `${name} is required` : `${name} must be text`,
});
const title = z
  .string(required('title'))
  .trim()
  .min(1, 'title is required')
  .max(VAULT_TITLE_MAX, `title must be at most ${VAULT_TITLE_MAX} characters`)
  .refine(withoutNul, NUL_MESSAGE);
const description = z
  .string(required('description'))
  .trim()
  .min(1, 'description is required')
  .max(VAULT_DESCRIPTION_MAX, `description must be at most ${VAULT_DESCRIPTION_MAX} characters`)
  .refine(withoutNul, NUL_MESSAGE);

/** The text parts of `POST /api/admin/vault` (multipart); the files are `image` and `file`. */
export const VaultAssetFormSchema = z.object({
  title,
  description,
  holdersOnly: z
    .enum(['true', 'false'], 'holdersOnly must be true or false')
    .default('false')
    .transform((value) => value === 'true'),
});
export type VaultAssetForm = z.infer<typeof VaultAssetFormSchema>;

/** `PATCH /api/admin/vault/{id}`: what is sent changes; an empty body changes nothing. */
export const VaultAssetPatchSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  holdersOnly: z.boolean().optional(),
});
export type VaultAssetPatch = z.infer<typeof VaultAssetPatchSchema>;

export const ConsoleVaultIdParamsSchema = z.object({
  id: z.coerce.number<string | number>().int().min(1).max(PG_INTEGER_MAX),
});

/** `GET /api/admin/vault`: in vault order; q matches the title, description or file name. */
export const ConsoleVaultQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(25),
  q: z.string().trim().max(100).refine(withoutNul, NUL_MESSAGE).optional(),
});

export const ConsoleVaultAssetSchema = VaultAssetSchema.extend({
  /** 'file': from content/vault as seeded; 'edited': seeded, then changed here; 'console': uploaded here. */
  origin: z.enum(['file', 'edited', 'console']),
});
export type ConsoleVaultAsset = z.infer<typeof ConsoleVaultAssetSchema>;
export const ConsoleVaultListResponseSchema = listResponse(ConsoleVaultAssetSchema);
export const ConsoleVaultAssetResponseSchema = z.object({ data: ConsoleVaultAssetSchema });
