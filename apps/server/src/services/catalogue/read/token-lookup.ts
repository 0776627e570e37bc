import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  afterCommit,
  inRequestTransaction,
  outsideRequestTransaction,
} from '../../../db/request-transaction.ts';
import { collections, tokens } from '../../../db/schema/index.ts';
import { NotFoundError } from '../../../errors.ts';
import { type CollectionRow, findCollection } from './collection-lookup.ts';
import { type ReadContext, requestedChain } from './read-context.ts';

export type TokenRow = typeof tokens.$inferSelect;
export interface LiveToken {
  collection: CollectionRow;
  token: TokenRow;
}

class TokenNotFoundError extends NotFoundError {
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

/**
 * The item page's hot read: collection and token in one round trip, prepared once per database so
 * neither the query builder nor PostgreSQL's planner runs again for each request. One statement per
 * way of naming the collection (address or slug).
 */
function prepareLookup(db: Db, by: 'address' | 'slug') {
  const ref = by === 'address' ? collections.tokenAddress : collections.slug;
  return db
    .select({ collection: collections, token: tokens })
    .from(collections)
    .innerJoin(
      tokens,
      and(
        eq(tokens.chainId, collections.chainId),
        eq(tokens.tokenAddress, collections.tokenAddress),
        eq(tokens.tokenId, sql.placeholder('id')),
        isNotNull(tokens.owner),
      ),
    )
    .where(and(eq(collections.chainId, sql.placeholder('chain')), eq(ref, sql.placeholder('ref'))))
    .limit(1)
    .prepare(`live_token_by_${by}`);
}

type Lookup = ReturnType<typeof prepareLookup>;
const prepared = new WeakMap<Db, { address: Lookup; slug: Lookup }>();

function lookups(db: Db) {
  let found = prepared.get(db);
  if (!found) {
    // Built on the pool even when first needed inside a request's transaction.
    found = outsideRequestTransaction(() => ({
      address: prepareLookup(db, 'address'),
      slug: prepareLookup(db, 'slug'),
    }));
    prepared.set(db, found);
  }
  return found;
}

/** A live (not burned) token of a known collection, with its collection; 404 otherwise. */
export async function findLiveToken(ctx: ReadContext, params: TokenParams): Promise<LiveToken> {
  const chain = requestedChain(ctx, params.chainId);
  let keep: ((row: LiveToken) => void) | undefined;
  if (chain !== null) {
    const byAddress = params.token.startsWith('0x');
    const ref = byAddress ? params.token.toLowerCase() : params.token;
    const key = `${chain}/${byAddress ? 'a' : 's'}/${ref}/${params.id}`;
    // Looked at first, without building the read: copies answer most item requests.
    const copy = ctx.tokenCopies?.peek(key);
    if (copy) return copy;
    if (!inRequestTransaction()) {
      const statement = lookups(ctx.db)[byAddress ? 'address' : 'slug'];
      const read = async () => (await statement.execute({ chain, ref, id: params.id }))[0];
      const row = ctx.tokenCopies ? await ctx.tokenCopies.get(key, read) : await read();
      if (row) return row;
    } else {
      // A keyed write reads on its transaction (below: the prepared statement is bound to the pool),
      // and what it read may hold its own uncommitted writes: the copy is kept only once it commits.
      keep = ctx.tokenCopies?.keeper(key);
    }
  }
  // The miss (it says whether the collection or the token is unknown) and the transactional path.
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
  const found = { collection, token };
  if (keep) {
    const copyOnCommit = keep;
    afterCommit(() => copyOnCommit(found));
  }
  return found;
}
