import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { collections } from '../../db/schema/index.ts';

/**
 * The collection a single-mode site shows: the one flagged default on the chain, else the first
 * one added; null until a collection exists. An address from the environment wins.
 */
export async function getDefaultCollectionAddress(
  db: Db,
  chainId: number,
  configured: string | undefined,
): Promise<string | null> {
  if (configured) return configured;
  const [row] = await db
    .select({ tokenAddress: collections.tokenAddress })
    .from(collections)
    .where(eq(collections.chainId, chainId))
    .orderBy(desc(collections.isDefault), asc(collections.id))
    .limit(1);
  return row?.tokenAddress ?? null;
}
