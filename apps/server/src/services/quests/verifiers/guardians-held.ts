import { and, count, eq } from 'drizzle-orm';
import { tokens } from '../../../db/schema/index.ts';
import { getDefaultCollectionAddress } from '../../collections/default-collection.ts';
import type { Counter } from './verifier.ts';

/**
 * Live tokens of the site's default collection the account owns, as the indexer recorded them (the
 * shields' holder rules read the same table). No default collection yet: nobody holds any.
 */
export const guardiansHeld: Counter = async (ctx, account) => {
  const collection = await getDefaultCollectionAddress(ctx.db, ctx.chainId, ctx.configuredCollection);
  if (!collection) return 0;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(tokens)
    .where(
      and(
        eq(tokens.chainId, ctx.chainId),
        eq(tokens.tokenAddress, collection.toLowerCase()),
        eq(tokens.owner, account),
      ),
    );
  return row?.n ?? 0;
};
