import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares the SHA-256 digests in constant time: equal-length buffers whatever was typed, so
 * neither the time taken nor an early length check tells anything about the passphrase.
 */
export function matchesPassphrase(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
