import type { Asset } from '@guardians/shared';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { CollectionKey } from '../../../db/queryable.ts';
import { tokens } from '../../../db/schema/index.ts';
import type { UrlPresenter } from './public-urls.ts';

/** The token columns an asset card needs. */
const assetColumns = {
  tokenId: tokens.tokenId,
  tokenAddress: tokens.tokenAddress,
  name: tokens.name,
  image: tokens.image,
  animationUrl: tokens.animationUrl,
  mediaType: tokens.mediaType,
  owner: tokens.owner,
};

export type AssetRow = {
  tokenId: string;
  tokenAddress: string;
  name: string | null;
  image: string | null;
  animationUrl: string | null;
  mediaType: Asset['media']['kind'];
  owner: string | null;
};

/** Asset/NFT (spec section 3): media is the animation when there is one, else the image. */
export function toAsset(row: AssetRow, urls: UrlPresenter): Asset {
  const image = urls.url(row.image);
  const animation = urls.url(row.animationUrl);
  const uri = animation ?? image;
  return {
    tokenId: row.tokenId,
    tokenAddress: row.tokenAddress,
    name: row.name,
    image,
    thumbnail: urls.thumbnail(image),
    media: { uri, kind: row.mediaType ?? (uri === null ? null : animation ? 'other' : 'image') },
    owner: row.owner,
  };
}

/** Live tokens of a collection by id, in token id order (ids that are burned or unknown are left out). */
export async function loadAssets(
  db: Db,
  key: CollectionKey,
  tokenIds: string[],
  urls: UrlPresenter,
): Promise<Asset[]> {
  if (tokenIds.length === 0) return [];
  const rows = await db
    .select(assetColumns)
    .from(tokens)
    .where(
      and(
        eq(tokens.chainId, key.chainId),
        eq(tokens.tokenAddress, key.tokenAddress),
        inArray(tokens.tokenId, tokenIds),
        isNotNull(tokens.owner),
      ),
    )
    .orderBy(asc(tokens.tokenId));
  return rows.map((row) => toAsset(row, urls));
}
