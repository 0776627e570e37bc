import { shortenAddress } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import type { StoredTarget } from './notification-payloads.ts';

export interface TargetRef {
  chainId: number;
  collection: string;
  tokenId?: string | bigint | null;
  trait?: { type: string; value: string } | null;
}

/**
 * The names and picture a notification shows, read once when it is written (the list then needs
 * no join, and keeps reading right if the item is renamed). A collection the index does not know
 * (a marketplace event for a contract nobody added) is named by its short address.
 */
export async function describeTarget(tx: Queryable, ref: TargetRef): Promise<StoredTarget> {
  const collection = ref.collection.toLowerCase();
  const tokenId = ref.tokenId === undefined || ref.tokenId === null ? null : String(ref.tokenId);
  const { rows } = await tx.execute<{
    name: string | null;
    slug: string | null;
    collection_image: string | null;
    item_name: string | null;
    item_image: string | null;
  }>(sql`
    select c.name, c.slug, c.image as collection_image, t.name as item_name, t.image as item_image
      from (select 1) one
      left join collections c on c.chain_id = ${ref.chainId} and c.token_address = ${collection}
      left join tokens t on ${tokenId}::numeric is not null and t.chain_id = ${ref.chainId}
        and t.token_address = ${collection} and t.token_id = ${tokenId}::numeric`);
  const row = rows[0];
  return {
    chainId: ref.chainId,
    collection,
    collectionName: row?.name ?? shortenAddress(collection),
    collectionSlug: row?.slug ?? null,
    tokenId,
    itemName: tokenId === null ? null : (row?.item_name ?? null),
    image: (tokenId === null ? null : row?.item_image) ?? row?.collection_image ?? null,
    trait: ref.trait ? { type: ref.trait.type, value: ref.trait.value } : null,
  };
}
