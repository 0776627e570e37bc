import { createHash } from 'node:crypto';
import type { Config } from '../../config.ts';
import { isValidLinkMac, linkKeyFor, signLinkValues } from '../../infra/crypto/link-mac.ts';

const portalPassKey = linkKeyFor('guardians portal pass v1');

/**
 * What the pass cookie proves: this browser once gave the current passphrase. The passphrase's
 * digest is in the MAC, so changing PORTAL_PASSPHRASE locks every browser again.
 */
function passValues(passphrase: string): string[] {
  return ['portal', createHash('sha256').update(passphrase, 'utf8').digest('base64url')];
}

export async function issuePortalPass(config: Config, passphrase: string): Promise<string> {
  return signLinkValues(await portalPassKey(config), passValues(passphrase));
}

export async function isValidPortalPass(
  config: Config,
  passphrase: string,
  pass: string | undefined,
): Promise<boolean> {
  if (!pass) return false;
  return isValidLinkMac(await portalPassKey(config), passValues(passphrase), pass);
}
