import { and, eq, isNotNull } from 'drizzle-orm';
import { tokens } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors.ts';
import { type CollectionRow, findCollection } from './collection-lookup.ts';
import type { ReadContext } from './read-context.ts';

export type TokenRow = typeof tokens.$inferSelect;

export class TokenNotFoundError extends NotFoundError {
  override readonly code = 'TOKEN_NOT_FOUND';
  constructor(tokenId: string, collection: CollectionRow) {
    super(`No token ${tokenId} in collection '${collection.slug}' on chain ${collection.chainId}`);
  }
}

export interface TokenParams {
  /** Contract address, lower case. */
  token: string;
  id: string;
  chainId?: number;
}

/** A live (not burned) token of a known collection, with its collection; 404 otherwise. */
export async function findLiveToken(
  ctx: ReadContext,
  params: TokenParams,
): Promise<{ collection: CollectionRow; token: TokenRow }> {
  const collection = await findCollection(ctx, params.token, params.chainId);
  const [token] = await ctx.db
    .select()
    .from(tokens)
    .where(
      and(
        eq(tokens.chainId, collection.chainId),
        eq(tokens.tokenAddress, collection.tokenAddress),
        eq(tokens.tokenId, params.id),
        isNotNull(tokens.owner),
      ),
    )
    .limit(1);
  if (!token) throw new TokenNotFoundError(params.id, collection);
  return { collection, token };
}
