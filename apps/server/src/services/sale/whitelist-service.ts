import { buildWhitelist, type Whitelist } from '@guardians/contracts';
import type { Db } from '../../db/client.ts';
import { type CollectionKey, listWhitelist, replaceWhitelist } from './whitelist-repository.ts';

export interface StoredWhitelist {
  accounts: `0x${string}`[];
  /** null for an empty list (a Merkle tree needs at least one leaf). */
  tree: Whitelist | null;
}

/** The stored list and its Merkle tree (the tree the owner's setMerkleRoot should match). */
export async function loadWhitelist(db: Db, key: CollectionKey): Promise<StoredWhitelist> {
  const accounts = await listWhitelist(db, key);
  return { accounts, tree: accounts.length > 0 ? buildWhitelist(accounts) : null };
}

/** Replaces the list; returns its size and the root for the owner to set on chain. */
export async function saveWhitelist(
  db: Db,
  key: CollectionKey,
  accounts: readonly `0x${string}`[],
): Promise<{ size: number; root: `0x${string}` | null }> {
  await replaceWhitelist(db, key, accounts);
  const stored = await loadWhitelist(db, key);
  return { size: stored.accounts.length, root: stored.tree?.root ?? null };
}
