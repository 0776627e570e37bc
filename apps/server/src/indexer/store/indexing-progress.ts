import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { CollectionKey, Queryable } from '../../db/queryable.ts';
import { collections, indexerCursors, tokens } from '../../db/schema/index.ts';

export interface IndexingProgress {
  status: (typeof collections.$inferSelect)['indexingStatus'];
  /** Every block up to here is in the database; null before the indexer first saw the collection. */
  indexedBlock: bigint | null;
  headBlock: bigint | null;
  /** Tokens that exist (burned ones excluded), for "indexing n / m". */
  tokensIndexed: number;
  totalSupply: bigint | null;
}

/** Read from the database only, so any API process can show it, not just the one running the indexer. */
export async function getIndexingProgress(
  db: Queryable,
  key: CollectionKey,
): Promise<IndexingProgress | null> {
  const [row] = await db
    .select({
      status: collections.indexingStatus,
      totalSupply: collections.totalSupply,
      indexedBlock: indexerCursors.lastBlock,
      headBlock: indexerCursors.headBlock,
    })
    .from(collections)
    .leftJoin(
      indexerCursors,
      and(
        eq(indexerCursors.chainId, collections.chainId),
        eq(indexerCursors.tokenAddress, collections.tokenAddress),
      ),
    )
    .where(and(eq(collections.chainId, key.chainId), eq(collections.tokenAddress, key.tokenAddress)));
  if (!row) return null;
  const [counted] = await db
    .select({ n: count() })
    .from(tokens)
    .where(
      and(
        eq(tokens.chainId, key.chainId),
        eq(tokens.tokenAddress, key.tokenAddress),
        isNotNull(tokens.owner),
      ),
    );
  return {
    status: row.status,
    indexedBlock: row.indexedBlock,
    headBlock: row.headBlock,
    tokensIndexed: counted?.n ?? 0,
    totalSupply: row.totalSupply === null ? null : BigInt(row.totalSupply),
  };
}
