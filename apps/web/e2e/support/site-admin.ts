import { toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

/**
 * The shared site's administrator (ADMIN_ACCOUNTS of the site global-setup starts): anvil mnemonic
 * index 119, used by no other test, so tests of admin screens need not start a site of their own.
 */
const MNEMONIC = 'test test test test test test test test test test test junk';
export const SITE_ADMIN_INDEX = 119;

export function mnemonicAccount(index: number) {
  return mnemonicToAccount(MNEMONIC, { addressIndex: index });
}

export function mnemonicKey(index: number) {
  const key = mnemonicAccount(index).getHdKey().privateKey;
  if (!key) throw new Error(`no private key for mnemonic index ${index}`);
  return toHex(key);
}

export const siteAdminAddress = () => mnemonicAccount(SITE_ADMIN_INDEX).address.toLowerCase();
