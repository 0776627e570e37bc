import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import type { Config } from '../../config.ts';

const accounts = new Map<string, PrivateKeyAccount>();

/** The voucher signer from CLAIM_SIGNER_KEY (or the local chain's dev key); null when not configured. */
export function claimSigner(config: Pick<Config, 'claimSignerKey'>): PrivateKeyAccount | null {
  const key = config.claimSignerKey;
  if (!key) return null;
  let account = accounts.get(key);
  if (!account) {
    account = privateKeyToAccount(key);
    accounts.set(key, account);
  }
  return account;
}
