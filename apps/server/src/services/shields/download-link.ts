import { SHIELD_DOWNLOAD_MIMETYPE, shieldPathName } from '@guardians/shared';
import { isValidLinkMac, linkKeyFor, signLinkValues } from '../../infra/crypto/link-mac.ts';

export const MEDIA_PATH = '/api/media/';

/** Derived from the server's token key under a label of its own (lib/link-mac.ts). */
export const downloadLinkKey = linkKeyFor('guardians shield download link v1');

export interface DownloadParts {
  /** As in the path: spaces as underscores. */
  name: string;
  mimetype: string;
  fileUrl: string;
}

const macValues = (parts: DownloadParts) => [parts.name, parts.mimetype, parts.fileUrl];

export function signDownload(key: Buffer, parts: DownloadParts): string {
  return signLinkValues(key, macValues(parts));
}

export function isValidDownloadHash(key: Buffer, parts: DownloadParts, hash: string): boolean {
  return isValidLinkMac(key, macValues(parts), hash);
}

/** `/downloadFile/<Name_with_underscores>?mimetype=PNG&file_url=/api/media/<key>&hash=<mac>` */
export function shieldDownloadUrl(key: Buffer, shield: { name: string; imageKey: string }): string {
  const parts: DownloadParts = {
    name: shieldPathName(shield.name),
    mimetype: SHIELD_DOWNLOAD_MIMETYPE,
    fileUrl: `${MEDIA_PATH}${shield.imageKey}`,
  };
  const query = new URLSearchParams({
    mimetype: parts.mimetype,
    file_url: parts.fileUrl,
    hash: signDownload(key, parts),
  });
  return `/downloadFile/${encodeURIComponent(parts.name)}?${query}`;
}
