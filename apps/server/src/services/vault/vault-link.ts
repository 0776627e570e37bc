import { isValidLinkMac, linkKeyFor, signLinkValues } from '../../infra/crypto/link-mac.ts';

/** Derived from the server's token key under a label of its own (lib/link-mac.ts). */
export const vaultLinkKey = linkKeyFor('guardians vault download link v1');

/** What a link is bound to: one logged download of one asset by one account, until one second. */
export interface VaultLinkParts {
  downloadId: string;
  assetId: number;
  account: string;
  /** Unix seconds. */
  expires: number;
}

const macValues = (parts: VaultLinkParts) => [parts.downloadId, parts.assetId, parts.account, parts.expires];

export function signVaultLink(key: Buffer, parts: VaultLinkParts): string {
  return signLinkValues(key, macValues(parts));
}

export function isValidVaultSignature(key: Buffer, parts: VaultLinkParts, sig: string): boolean {
  return isValidLinkMac(key, macValues(parts), sig);
}

/** `/api/vault/files/<downloadId>?expires=<unix seconds>&sig=<mac>` */
export function vaultFileUrl(key: Buffer, parts: VaultLinkParts): string {
  const query = new URLSearchParams({ expires: String(parts.expires), sig: signVaultLink(key, parts) });
  return `/api/vault/files/${parts.downloadId}?${query}`;
}
