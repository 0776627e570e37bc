import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what a link carries. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored of a confirmation token: whoever reads the table (a backup, a replica) cannot
 * confirm an address with it. A plain hash is enough for 256 random bits.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
