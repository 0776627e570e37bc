import { buildWhitelist } from '@guardians/contracts';
import type { Db } from '../db/client.ts';
import { replaceWhitelist } from '../services/sale/whitelist-repository.ts';
import { ANVIL_DEV_ACCOUNTS } from './dev-accounts.ts';

/**
 * The demo sale's whitelist: anvil dev accounts #1–#3, so the whitelist stage can be tried with a
 * known key. #0 is the owner (it sets the root) and is left off to show a wallet that is not listed.
 */
export const DEMO_WHITELIST: readonly `0x${string}`[] = ANVIL_DEV_ACCOUNTS.slice(1, 4);

export const demoWhitelistRoot = (): `0x${string}` => buildWhitelist(DEMO_WHITELIST).root;

/** Records the list the demo contract's root was built from, so the sale route can serve proofs. */
export async function seedDemoWhitelist(db: Db, chainId: number, tokenAddress: `0x${string}`): Promise<void> {
  await replaceWhitelist(db, { chainId, tokenAddress: tokenAddress.toLowerCase() }, DEMO_WHITELIST);
}

/** Where the wallet page's 'Presale' button leads for a demo collection: this site's mint page. */
export const demoPresaleUrl = (slug: string): string => `/mint/${slug}`;
