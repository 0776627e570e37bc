import {
  type ConsoleVaultAsset,
  VaultAssetFormSchema,
  type VaultAssetPatch,
  vaultConsoleMessages,
} from '@guardians/shared';
import { eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/request-transaction.ts';
import { vaultAssets } from '../../db/schema/index.ts';
import { newStorageKey, type Storage } from '../../infra/storage/storage.ts';
import type { Logger } from '../../lib/logger.ts';
import { VaultAssetNotFoundError, VaultFormError } from './vault-errors.ts';
import { countVaultRows, listVaultRows, type VaultAssetRow } from './vault-repository.ts';
import { toVaultAsset } from './vault-service.ts';
import { downloadMimeType, downloadName, prepareVaultImage } from './vault-upload.ts';

export interface VaultConsoleContext {
  db: Db;
  storage: Storage;
  maxPixels: number;
  log: Logger;
}

/** The console's upload: the text parts as sent, the picture, and the file with its browser-given name and type. */
export interface VaultUpload {
  fields: Record<string, string>;
  image: Buffer | undefined;
  file: { body: Buffer; fileName: string | undefined; mimeType: string | undefined } | undefined;
}

/**
 * A vault file of any type is stored as 'bin', which the media route never serves: it leaves only
 * through the download route (its own type, as an attachment), which checks holders (decision 0083).
 */
const VAULT_FILE_KEY_KIND = 'bin';

function toConsoleAsset(row: VaultAssetRow & { downloads: number }): ConsoleVaultAsset {
  const origin = row.slug === null ? 'console' : row.editedAt ? 'edited' : 'file';
  return { ...toVaultAsset(row), origin };
}

function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(vaultAssets.title, pattern),
    ilike(vaultAssets.description, pattern),
    ilike(vaultAssets.fileName, pattern),
  );
}

/** Every asset in vault order, with where it came from. */
export async function listConsoleVault(
  db: Db,
  query: { offset: number; limit: number; q?: string | undefined },
): Promise<{ items: ConsoleVaultAsset[]; total: number }> {
  const where = search(query.q);
  const [rows, total] = await Promise.all([listVaultRows(db, query, where), countVaultRows(db, where)]);
  return { items: rows.map(toConsoleAsset), total };
}

export async function getConsoleVaultAsset(db: Db, id: number): Promise<ConsoleVaultAsset> {
  const [row] = await listVaultRows(db, { offset: 0, limit: 1 }, eq(vaultAssets.id, id));
  if (!row) throw new VaultAssetNotFoundError(id);
  return toConsoleAsset(row);
}

function parseForm(fields: Record<string, string>) {
  const parsed = VaultAssetFormSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new VaultFormError(issue?.message ?? 'The form is invalid', { field: String(issue?.path[0] ?? '') });
}

/** Adds an asset at the end of the vault; every visitor's list shows it at once. */
export async function createVaultAsset(
  ctx: VaultConsoleContext,
  upload: VaultUpload,
): Promise<ConsoleVaultAsset> {
  const form = parseForm(upload.fields);
  if (!upload.image?.length) throw new VaultFormError(vaultConsoleMessages.imageRequired, { field: 'image' });
  if (!upload.file) throw new VaultFormError(vaultConsoleMessages.fileRequired, { field: 'file' });
  if (upload.file.body.length === 0)
    throw new VaultFormError(vaultConsoleMessages.fileEmpty, { field: 'file' });
  const picture = await prepareVaultImage(upload.image, { maxPixels: ctx.maxPixels });
  const imageKey = newStorageKey('webp');
  const fileKey = newStorageKey(VAULT_FILE_KEY_KIND);
  await ctx.storage.put(imageKey, picture);
  await ctx.storage.put(fileKey, upload.file.body);
  try {
    const [row] = await ctx.db
      .insert(vaultAssets)
      .values({
        ...form,
        imageKey,
        fileKey,
        fileName: downloadName(upload.file.fileName),
        mimeType: downloadMimeType(upload.file.mimeType),
        sizeBytes: upload.file.body.length,
        position: sql`(select coalesce(max(${vaultAssets.position}), -1) + 1 from ${vaultAssets})`,
      })
      .returning({ id: vaultAssets.id });
    if (!row) throw new Error('vault asset insert returned no row');
    return await getConsoleVaultAsset(ctx.db, row.id);
  } catch (error) {
    await removeFiles(ctx, [imageKey, fileKey]);
    throw error;
  }
}

/** Changes what is sent; an empty change leaves the asset (and its origin) as it was. */
export async function updateVaultAsset(
  db: Db,
  id: number,
  patch: VaultAssetPatch,
): Promise<ConsoleVaultAsset> {
  const changes = {
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.holdersOnly !== undefined ? { holdersOnly: patch.holdersOnly } : {}),
  };
  if (Object.keys(changes).length === 0) return getConsoleVaultAsset(db, id);
  const [row] = await db
    .update(vaultAssets)
    .set({ ...changes, editedAt: new Date() })
    .where(eq(vaultAssets.id, id))
    .returning({ id: vaultAssets.id });
  if (!row) throw new VaultAssetNotFoundError(id);
  return getConsoleVaultAsset(db, row.id);
}

/**
 * Removes an asset and its download log. An uploaded asset's files go once the removal commits; a
 * seeded one's are named by content and may be shared, so they stay, and the asset comes back at
 * the next start while content/vault/vault.json lists it (that file is its source, as for posts).
 */
export async function deleteVaultAsset(ctx: VaultConsoleContext, id: number): Promise<ConsoleVaultAsset> {
  const asset = await getConsoleVaultAsset(ctx.db, id);
  const [row] = await ctx.db
    .delete(vaultAssets)
    .where(eq(vaultAssets.id, id))
    .returning({ slug: vaultAssets.slug, imageKey: vaultAssets.imageKey, fileKey: vaultAssets.fileKey });
  if (!row) throw new VaultAssetNotFoundError(id);
  if (row.slug === null) afterCommit(() => void removeFiles(ctx, [row.imageKey, row.fileKey]));
  return asset;
}

/** Cleanup must not turn a finished request into a failure; a leftover file is only logged. */
async function removeFiles(ctx: VaultConsoleContext, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await ctx.storage.delete(key);
    } catch (error) {
      ctx.log.warn({ err: error, key }, 'could not delete a stored vault file');
    }
  }
}
