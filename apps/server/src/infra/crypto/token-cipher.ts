import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

const KEY_FILE = 'social-token.key';
const VERSION = 'v1';

/** One key per configuration (per app), loaded once. */
const keys = new WeakMap<Config, Promise<Buffer>>();

/** SOCIAL_TOKEN_KEY, else a random key kept in $DATA_DIR/social-token.key (created on first use, mode 600). */
export function tokenKey(config: Config): Promise<Buffer> {
  let key = keys.get(config);
  if (!key) {
    key = config.social.tokenKey
      ? Promise.resolve(config.social.tokenKey)
      : loadOrCreateKeyFile(config.dataDir);
    key.catch(() => keys.delete(config)); // a failed read may succeed on the next request
    keys.set(config, key);
  }
  return key;
}

async function loadOrCreateKeyFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': two processes starting together must not overwrite each other's key.
    await writeFile(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} must hold 32 bytes as 64 hex digits`);
  return key;
}

/**
 * AES-256-GCM, `v1.<iv>.<ciphertext>.<tag>` in base64url. `context` (provider and account id) is
 * authenticated data, so a ciphertext copied onto another link's row does not decrypt.
 */
export function encryptToken(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptToken(key: Buffer, sealed: string, context: string): string {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || !iv || !body || !tag) throw new Error('Unknown token encryption format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    .setAAD(Buffer.from(context))
    .setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
