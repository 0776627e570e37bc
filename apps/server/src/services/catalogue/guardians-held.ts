import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tokens } from '../../db/schema/index.ts';
import { getDefaultCollectionAddress } from './default-collection.ts';

/**
 * Live tokens of the default collection the account owns, as the indexer recorded them (the same
 * source as the shield rules); 0 while the site has no collection.
 */
export async function guardiansHeld(
  db: Db,
  site: { chainId: number; defaultTokenAddress: string | undefined },
  account: string,
): Promise<number> {
  const address = await getDefaultCollectionAddress(db, site.chainId, site.defaultTokenAddress);
  if (!address) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(tokens)
    .where(
      and(
        eq(tokens.chainId, site.chainId),
        eq(tokens.tokenAddress, address.toLowerCase()),
        eq(tokens.owner, account.toLowerCase()),
      ),
    );
  return row?.n ?? 0;
}
