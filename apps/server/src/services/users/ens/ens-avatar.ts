import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tokens } from '../../../db/schema/index.ts';
import type { UrlPresenter } from '../../catalogue/read/public-urls.ts';

/** ENSIP-12's NFT form: `eip155:<chain>/erc721:<contract>/<id>` (or erc1155). */
const NFT_AVATAR = /^eip155:(\d+)\/(?:erc721|erc1155):(0x[0-9a-fA-F]{40})\/(\d{1,78})$/;

/**
 * An ENS `avatar` record as a picture the page can show: an https or ipfs URL as it is (ipfs through
 * the gateway), an NFT of this chain as that token's picture from our catalogue. Anything else
 * (another chain's NFT, http, data URIs) is not shown: the person's initials stand in.
 */
export async function ensAvatarUrl(
  db: Db,
  urls: UrlPresenter,
  chainId: number,
  avatar: string | null,
): Promise<string | null> {
  if (!avatar) return null;
  if (/^https:\/\//i.test(avatar) || avatar.startsWith('ipfs://')) return urls.url(avatar);
  const nft = NFT_AVATAR.exec(avatar);
  if (!nft || Number(nft[1]) !== chainId) return null;
  const [token] = await db
    .select({ image: tokens.image })
    .from(tokens)
    .where(
      and(
        eq(tokens.chainId, chainId),
        eq(tokens.tokenAddress, (nft[2] ?? '').toLowerCase()),
        eq(tokens.tokenId, nft[3] ?? ''),
      ),
    )
    .limit(1);
  return urls.thumbnail(urls.url(token?.image ?? null));
}
