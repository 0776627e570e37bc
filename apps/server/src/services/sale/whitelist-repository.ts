import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whitelistEntries } from '../../db/schema/index.ts';

export interface CollectionKey {
  chainId: number;
  /** Lower case. */
  tokenAddress: string;
}

const ofCollection = (key: CollectionKey) =>
  and(eq(whitelistEntries.chainId, key.chainId), eq(whitelistEntries.tokenAddress, key.tokenAddress));

/** The collection's whitelist, lower-case addresses in the order they were added. */
export async function listWhitelist(db: Db, key: CollectionKey): Promise<`0x${string}`[]> {
  const rows = await db
    .select({ account: whitelistEntries.account })
    .from(whitelistEntries)
    .where(ofCollection(key))
    .orderBy(asc(whitelistEntries.addedAt), asc(whitelistEntries.account));
  return rows.map((r) => r.account as `0x${string}`);
}

/** Replaces the whole list in one transaction, so a reader never sees half of an old and a new list. */
export async function replaceWhitelist(
  db: Db,
  key: CollectionKey,
  accounts: readonly `0x${string}`[],
): Promise<void> {
  const unique = [...new Set(accounts.map((a) => a.toLowerCase()))];
  await db.transaction(async (tx) => {
    await tx.delete(whitelistEntries).where(ofCollection(key));
    if (unique.length === 0) return;
    await tx
      .insert(whitelistEntries)
      .values(unique.map((account) => ({ chainId: key.chainId, tokenAddress: key.tokenAddress, account })));
  });
}
