import { RESERVED_COLLECTION_SLUGS } from '@guardians/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CollectionKey, Queryable } from '../../db/queryable.ts';
import { collections, indexerCursors } from '../../db/schema/index.ts';

export type IndexingStatus = (typeof collections.$inferSelect)['indexingStatus'];

export interface CollectionInput extends CollectionKey {
  slug: string;
  name: string;
  symbol: string | null;
  totalSupply: bigint | null;
  deploymentBlock: bigint;
  contractDeployer: string | null;
}

/** Lower-case words joined by hyphens; 'collection' when nothing is left. */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'collection';
}

async function slugTaken(db: Queryable, key: CollectionKey, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenAddress: collections.tokenAddress })
    .from(collections)
    .where(and(eq(collections.chainId, key.chainId), eq(collections.slug, slug)))
    .limit(1);
  return row !== undefined && row.tokenAddress !== key.tokenAddress;
}

/** A free slug: the wanted one, else suffixed with the start of the address. */
export async function freeSlug(db: Queryable, key: CollectionKey, wanted: string): Promise<string> {
  if (!RESERVED_COLLECTION_SLUGS.includes(wanted) && !(await slugTaken(db, key, wanted))) return wanted;
  return `${wanted}-${key.tokenAddress.slice(2, 8)}`;
}

/**
 * Adds the collection, or refreshes what the contract says about an existing one. Slug, name and
 * the editable fields of an existing row are kept: they may have been edited in the database.
 */
export async function upsertCollection(db: Queryable, input: CollectionInput) {
  const [row] = await db
    .insert(collections)
    .values({ ...input, totalSupply: input.totalSupply?.toString() ?? null })
    .onConflictDoUpdate({
      target: [collections.chainId, collections.tokenAddress],
      set: {
        symbol: input.symbol,
        totalSupply: input.totalSupply?.toString() ?? null,
        deploymentBlock: sql`coalesce(${collections.deploymentBlock}, excluded.deployment_block)`,
        contractDeployer: sql`coalesce(${collections.contractDeployer}, excluded.contract_deployer)`,
      },
    })
    .returning();
  if (!row) throw new Error('collection upsert returned no row');
  return row;
}

/** Every collection of the chain with its cursor (null until the indexer first saw it). */
export function listCollectionsWithCursors(db: Queryable, chainId: number) {
  return db
    .select({
      tokenAddress: collections.tokenAddress,
      deploymentBlock: collections.deploymentBlock,
      indexingStatus: collections.indexingStatus,
      symbol: collections.symbol,
      lastBlock: indexerCursors.lastBlock,
      lastBlockHash: indexerCursors.lastBlockHash,
    })
    .from(collections)
    .leftJoin(
      indexerCursors,
      and(
        eq(indexerCursors.chainId, collections.chainId),
        eq(indexerCursors.tokenAddress, collections.tokenAddress),
      ),
    )
    .where(eq(collections.chainId, chainId))
    .orderBy(asc(collections.id));
}

export async function setIndexingStatus(
  db: Queryable,
  key: CollectionKey,
  status: IndexingStatus,
  error: string | null = null,
): Promise<void> {
  await db
    .update(collections)
    .set({ indexingStatus: status, indexingError: error })
    .where(and(eq(collections.chainId, key.chainId), eq(collections.tokenAddress, key.tokenAddress)));
}

/** What the contract says about itself: the symbol (when it has one) and the current total supply. */
export async function setContractInfo(
  db: Queryable,
  key: CollectionKey,
  info: { symbol: string | null; totalSupply: bigint | null },
): Promise<void> {
  const set: Partial<typeof collections.$inferInsert> = {};
  if (info.symbol !== null) set.symbol = info.symbol;
  if (info.totalSupply !== null) set.totalSupply = info.totalSupply.toString();
  if (Object.keys(set).length === 0) return;
  await db
    .update(collections)
    .set(set)
    .where(and(eq(collections.chainId, key.chainId), eq(collections.tokenAddress, key.tokenAddress)));
}
