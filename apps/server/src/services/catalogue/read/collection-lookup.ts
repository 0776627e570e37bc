import { and, eq } from 'drizzle-orm';
import { collections } from '../../../db/schema/index.ts';
import { NotFoundError } from '../../../errors.ts';
import { type ReadContext, requestedChain } from './read-context.ts';

export type CollectionRow = typeof collections.$inferSelect;

class CollectionNotFoundError extends NotFoundError {
  override readonly code = 'COLLECTION_NOT_FOUND';
  constructor(ref: string, chainId: number) {
    super(`No collection '${ref}' on chain ${chainId}`);
  }
}

/**
 * A collection by contract address (lower case) or slug, on the requested chain (the served one
 * when omitted). Throws CollectionNotFoundError (404) for an unknown one or a chain not indexed here.
 */
export async function findCollection(
  ctx: ReadContext,
  ref: string,
  chainId: number | undefined,
): Promise<CollectionRow> {
  const chain = requestedChain(ctx, chainId);
  if (chain === null) throw new CollectionNotFoundError(ref, chainId ?? ctx.servedChainId);
  const byRef = ref.startsWith('0x')
    ? eq(collections.tokenAddress, ref.toLowerCase())
    : eq(collections.slug, ref);
  const [row] = await ctx.db
    .select()
    .from(collections)
    .where(and(eq(collections.chainId, chain), byRef))
    .limit(1);
  if (!row) throw new CollectionNotFoundError(ref, chain);
  return row;
}
