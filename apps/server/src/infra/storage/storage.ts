import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live: a local folder by default, an S3-compatible bucket when S3_* is set
 * (S3Storage). Services only make these three calls, so they never touch the file system directly.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /** undefined when no file has that key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deleting a missing key is not an error: cleanup paths may run twice. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are 128 random bits in hex plus an extension we chose. Nothing a client sends ever becomes part
 * of a path: a key that does not match this pattern is refused before any storage call.
 */
const KEY_PATTERN = /^[a-f0-9]{32}\.(?:webp|png|mp4|bin)$/;

export function isStorageKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/**
 * mp4: fan-art videos, stored as sent (the server has no video decoder) but checked first. bin: vault
 * files of any type, served only through the vault's download links, never by the media route.
 */
export type StorageExtension = 'webp' | 'png' | 'mp4' | 'bin';

export function newStorageKey(extension: StorageExtension): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
}
