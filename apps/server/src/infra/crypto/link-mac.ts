import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { tokenKey } from './token-cipher.ts';

/**
 * A MAC key for one kind of signed link, derived from the server's token key under its own label:
 * no new setting, a restart keeps issued links valid, and one kind's key can never be used as (or
 * reveal) another's or the token cipher key.
 */
export function linkKeyFor(label: string): (config: Config) => Promise<Buffer> {
  const keys = new WeakMap<Config, Promise<Buffer>>();
  return (config) => {
    let key = keys.get(config);
    if (!key) {
      key = tokenKey(config).then((base) => createHmac('sha256', base).update(label).digest());
      key.catch(() => keys.delete(config));
      keys.set(config, key);
    }
    return key;
  };
}

function mac(key: Buffer, values: readonly (string | number)[]): Buffer {
  // JSON keeps the values apart: no separator inside one can shift a boundary.
  return createHmac('sha256', key).update(JSON.stringify(values)).digest();
}

export function signLinkValues(key: Buffer, values: readonly (string | number)[]): string {
  return mac(key, values).toString('base64url');
}

export function isValidLinkMac(key: Buffer, values: readonly (string | number)[], given: string): boolean {
  const provided = Buffer.from(given, 'base64url');
  const expected = mac(key, values);
  return provided.length === expected.length && timingSafeEqual(provided, expected);
}
