import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { tokenKey } from '../social/token-cipher.ts';

/** A label of its own: this MAC key is neither the token cipher key nor the shield link key. */
const LABEL = 'guardians vault download link v1';
const keys = new WeakMap<Config, Promise<Buffer>>();

/** Derived from the server's token key: no new setting, and a restart keeps issued links valid. */
export function vaultLinkKey(config: Config): Promise<Buffer> {
  let key = keys.get(config);
  if (!key) {
    key = tokenKey(config).then((base) => createHmac('sha256', base).update(LABEL).digest());
    key.catch(() => keys.delete(config));
    keys.set(config, key);
  }
  return key;
}

/** What a link is bound to: one logged download of one asset by one account, until one second. */
export interface VaultLinkParts {
  downloadId: string;
  assetId: number;
  account: string;
  /** Unix seconds. */
  expires: number;
}

function mac(key: Buffer, parts: VaultLinkParts): Buffer {
  // JSON keeps the values apart: no separator inside one can shift a boundary.
  return createHmac('sha256', key)
    .update(JSON.stringify([parts.downloadId, parts.assetId, parts.account, parts.expires]))
    .digest();
}

export function signVaultLink(key: Buffer, parts: VaultLinkParts): string {
  return mac(key, parts).toString('base64url');
}

export function isValidVaultSignature(key: Buffer, parts: VaultLinkParts, sig: string): boolean {
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(key, parts);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `/api/vault/files/<downloadId>?expires=<unix seconds>&sig=<mac>` */
export function vaultFileUrl(key: Buffer, parts: VaultLinkParts): string {
  const query = new URLSearchParams({ expires: String(parts.expires), sig: signVaultLink(key, parts) });
  return `/api/vault/files/${parts.downloadId}?${query}`;
}
