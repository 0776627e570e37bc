import { SHIELD_DOWNLOAD_MIMETYPE } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { isValidDownloadHash, MEDIA_PATH } from './download-link.ts';
import { InvalidDownloadLinkError, ShieldLockedError, ShieldNotFoundError } from './shield-errors.ts';
import { findShieldByPathName, hasAward } from './shield-repository.ts';

export interface DownloadRequest {
  name: string;
  mimetype: string;
  fileUrl: string;
  hash: string;
}

/** The link's MAC alone: checked before anything else, so a forged link costs no database work. */
export function assertDownloadLink(linkKey: Buffer, link: DownloadRequest): void {
  const parts = { name: link.name, mimetype: link.mimetype, fileUrl: link.fileUrl };
  if (!isValidDownloadHash(linkKey, parts, link.hash)) throw new InvalidDownloadLinkError();
}

/**
 * The shield's PNG for an account that earned it. The file is read from our storage by the shield's
 * own key; `file_url` is only compared with it, never fetched, so the route cannot be pointed at
 * another file or host even with a valid MAC.
 */
export async function downloadShield(
  ctx: { db: Db; storage: Storage },
  link: DownloadRequest,
  account: string,
): Promise<{ fileName: string; body: Buffer }> {
  if (link.mimetype !== SHIELD_DOWNLOAD_MIMETYPE) throw new InvalidDownloadLinkError();
  const shield = await findShieldByPathName(ctx.db, link.name);
  if (!shield) throw new ShieldNotFoundError(`named ${link.name.replace(/_/g, ' ')}`);
  if (link.fileUrl !== `${MEDIA_PATH}${shield.imageKey}`) throw new InvalidDownloadLinkError();
  if (!(await hasAward(ctx.db, shield.id, account))) throw new ShieldLockedError();
  const body = await ctx.storage.get(shield.imageKey);
  if (!body) throw new ShieldNotFoundError(`picture for ${shield.name}`);
  return { fileName: `${shield.name}.png`, body };
}
