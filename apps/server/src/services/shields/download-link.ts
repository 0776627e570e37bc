import { createHmac, timingSafeEqual } from 'node:crypto';
import { SHIELD_DOWNLOAD_MIMETYPE, shieldPathName } from '@guardians/shared';
import type { Config } from '../../config.ts';
import { tokenKey } from '../social/token-cipher.ts';

export const MEDIA_PATH = '/api/media/';

/** A distinct label: the download MAC key can never be used as (or reveal) the token cipher key. */
const LABEL = 'guardians shield download link v1';
const keys = new WeakMap<Config, Promise<Buffer>>();

/** Derived from the server's token key, so no new setting is needed and restarts keep links valid. */
export function downloadLinkKey(config: Config): Promise<Buffer> {
  let key = keys.get(config);
  if (!key) {
    key = tokenKey(config).then((base) => createHmac('sha256', base).update(LABEL).digest());
    key.catch(() => keys.delete(config));
    keys.set(config, key);
  }
  return key;
}

export interface DownloadParts {
  /** As in the path: spaces as underscores. */
  name: string;
  mimetype: string;
  fileUrl: string;
}

function mac(key: Buffer, parts: DownloadParts): Buffer {
  // JSON keeps the three values apart: no separator inside a value can shift the boundary.
  return createHmac('sha256', key)
    .update(JSON.stringify([parts.name, parts.mimetype, parts.fileUrl]))
    .digest();
}

export function signDownload(key: Buffer, parts: DownloadParts): string {
  return mac(key, parts).toString('base64url');
}

export function isValidDownloadHash(key: Buffer, parts: DownloadParts, hash: string): boolean {
  const given = Buffer.from(hash, 'base64url');
  const expected = mac(key, parts);
  return given.length === expected.length && timingSafeEqual(given, expected);
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
