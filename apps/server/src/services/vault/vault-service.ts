import { VAULT_LINK_TTL_SECONDS, type VaultAsset } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { guardiansHeld } from '../catalogue/guardians-held.ts';
import { findLink } from '../social/social-repository.ts';
import {
  VaultAssetNotFoundError,
  VaultHoldersOnlyError,
  VaultLinkExpiredError,
  VaultLinkInvalidError,
  VaultXNotLinkedError,
} from './vault-errors.ts';
import { isValidVaultSignature, vaultFileUrl } from './vault-link.ts';
import {
  countVaultRows,
  findDownload,
  findVaultAsset,
  insertDownload,
  listVaultRows,
  markFetched,
  type VaultAssetRow,
} from './vault-repository.ts';

const MEDIA_PATH = '/api/media/';
const BIGINT_MAX = 9_223_372_036_854_775_807n;

export interface VaultContext {
  db: Db;
  storage: Storage;
  linkKey: Buffer;
  chainId: number;
  defaultTokenAddress: string | undefined;
  /** Unix milliseconds; tests pass their own clock. */
  now?: () => number;
}

export function toVaultAsset(row: VaultAssetRow & { downloads: number }): VaultAsset {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    image: `${MEDIA_PATH}${row.imageKey}`,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    holdersOnly: row.holdersOnly,
    downloads: row.downloads,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listVault(db: Db, page: { offset: number; limit: number }): Promise<VaultAsset[]> {
  return (await listVaultRows(db, page)).map(toVaultAsset);
}

export function countVault(db: Db): Promise<number> {
  return countVaultRows(db);
}

/**
 * Gate order: the asset exists, the caller linked X, and holds a Guardian when the asset is for
 * holders. Every link handed out is a logged download row, and the link is bound to that row.
 */
export async function issueDownload(
  ctx: VaultContext,
  request: { assetId: number; account: string; ip: string | null },
): Promise<{ url: string; expiresAt: string; fileName: string }> {
  const asset = await findVaultAsset(ctx.db, request.assetId);
  if (!asset) throw new VaultAssetNotFoundError(request.assetId);
  if (!(await findLink(ctx.db, request.account, 'twitter'))) throw new VaultXNotLinkedError();
  if (asset.holdersOnly) {
    const held = await guardiansHeld(ctx.db, ctx, request.account);
    if (held < 1) throw new VaultHoldersOnlyError();
  }
  // Whole seconds: the expiry in the link and in the row are the same number.
  const expires = Math.floor((ctx.now?.() ?? Date.now()) / 1000) + VAULT_LINK_TTL_SECONDS;
  const download = await insertDownload(ctx.db, {
    assetId: asset.id,
    account: request.account,
    ip: request.ip,
    expiresAt: new Date(expires * 1000),
  });
  const url = vaultFileUrl(ctx.linkKey, {
    downloadId: String(download.id),
    assetId: asset.id,
    account: download.account,
    expires,
  });
  return { url, expiresAt: download.expiresAt.toISOString(), fileName: asset.fileName };
}

/**
 * The file behind a signed link. The MAC is checked against the logged row (its asset and account),
 * so a valid signature opens exactly that asset; the file is read by the asset's own key, never by
 * anything in the URL. A bad signature wins over an expired one: nothing is told about forged links.
 */
export async function openDownload(
  ctx: VaultContext,
  link: { downloadId: string; expires: number; sig: string },
): Promise<{ fileName: string; mimeType: string; body: Buffer }> {
  const id = BigInt(link.downloadId);
  const download = id <= BIGINT_MAX ? await findDownload(ctx.db, id) : undefined;
  if (!download) throw new VaultLinkInvalidError();
  const parts = {
    downloadId: String(download.id),
    assetId: download.assetId,
    account: download.account,
    expires: link.expires,
  };
  if (!isValidVaultSignature(ctx.linkKey, parts, link.sig)) throw new VaultLinkInvalidError();
  if (link.expires * 1000 !== download.expiresAt.getTime()) throw new VaultLinkInvalidError();
  if ((ctx.now?.() ?? Date.now()) >= download.expiresAt.getTime()) throw new VaultLinkExpiredError();
  const asset = await findVaultAsset(ctx.db, download.assetId);
  const body = asset ? await ctx.storage.get(asset.fileKey) : undefined;
  if (!asset || !body) throw new VaultAssetNotFoundError(download.assetId);
  await markFetched(ctx.db, download.id);
  return { fileName: asset.fileName, mimeType: asset.mimeType, body };
}
