import { buildTokenIdTree, type TokenIdTree } from '@guardians/contracts';
import type { OfferTrait } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { CollectionKey, Queryable } from '../../db/queryable.ts';
import { traitKey } from '../../indexer/store/token-metadata-repository.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { TraitUnknownError } from './offer-errors.ts';

/**
 * The live tokens of a collection carrying `trait`, ascending: the set a trait offer's root must
 * cover (decision 0086). One overlap test on tokens.trait_keys (its GIN index), as the trait filters.
 */
async function tokenIdsWithTrait(db: Queryable, key: CollectionKey, trait: OfferTrait): Promise<bigint[]> {
  const rows = await db.execute<{ token_id: string }>(sql`
    select t.token_id::text from tokens t
     where t.chain_id = ${key.chainId} and t.token_address = ${key.tokenAddress} and t.owner is not null
       and t.trait_keys && ${sql.param([traitKey(trait.type, trait.value)])}::text[]
     order by t.token_id`);
  return rows.rows.map((r) => BigInt(r.token_id));
}

/**
 * The tree of the live items carrying `trait` now: the root a new trait offer must sign (the web asks
 * for it through GET /api/offers/trait-root, POST /api/offers checks against it). 404 TRAIT_UNKNOWN
 * when no live item has the trait.
 */
export async function currentTraitTree(
  db: Queryable,
  key: CollectionKey,
  trait: OfferTrait,
): Promise<TokenIdTree> {
  const tokenIds = await tokenIdsWithTrait(db, key, trait);
  if (tokenIds.length === 0) throw new TraitUnknownError();
  return buildTokenIdTree(tokenIds);
}

/**
 * Trees of stored trait offers by offer hash. An offer's ids never change, so its tree never goes
 * stale; building one costs two hashes per id (10,000 ids: some tens of milliseconds), which an item
 * page would otherwise pay for every trait offer covering it, on every view. Bounded by ids held.
 */
const trees = new LruCache<TokenIdTree>(500_000, (tree) => tree.tokenIds.length);

/** The tree of a stored trait offer, built from its ids once per process. */
export function storedOfferTree(hash: string, tokenIds: readonly string[]): TokenIdTree {
  const cached = trees.get(hash);
  if (cached) return cached;
  const tree = buildTokenIdTree(tokenIds.map((id) => BigInt(id)));
  trees.set(hash, tree);
  return tree;
}

/** Whether the tree of a stored offer is at hand (so its ids need not be read again). */
export function hasStoredOfferTree(hash: string): boolean {
  return trees.get(hash) !== undefined;
}
