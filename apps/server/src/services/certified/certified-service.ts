import type { CertifiedNft } from '@guardians/shared';
import { asc, count, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certifiedNfts } from '../../db/schema/index.ts';
import type { UrlPresenter } from '../catalogue/read/public-urls.ts';

export type CertifiedRow = typeof certifiedNfts.$inferSelect;

/** A prize the console removed keeps its row (and slug, so the file cannot bring it back), unseen. */
export const shownPrize = isNull(certifiedNfts.removedAt);
export const prizeOrder = [asc(certifiedNfts.position), asc(certifiedNfts.id)];

/**
 * The picture is stored as the item stores it (or as the content file gave it) and presented like
 * the catalogue's: this server's own media site-relative, ipfs:// through the configured gateway.
 */
export function toCertifiedNft(row: CertifiedRow, urls: UrlPresenter): CertifiedNft {
  const tokenAddress = row.tokenAddress as `0x${string}` | null;
  return {
    _id: row.id,
    name: row.name,
    image: urls.url(row.imageUrl) ?? row.imageUrl,
    description: row.description,
    tokenAddress,
    tokenId: row.tokenId,
    href: tokenAddress && row.tokenId !== null ? `/collection/${tokenAddress}/${row.tokenId}` : null,
  };
}

export async function listCertifiedNfts(
  ctx: { db: Db; urls: UrlPresenter },
  page: { offset: number; limit: number },
): Promise<CertifiedNft[]> {
  const rows = await ctx.db
    .select()
    .from(certifiedNfts)
    .where(shownPrize)
    .orderBy(...prizeOrder)
    .offset(page.offset)
    .limit(page.limit);
  return rows.map((row) => toCertifiedNft(row, ctx.urls));
}

export async function countCertifiedNfts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(certifiedNfts).where(shownPrize);
  return row?.n ?? 0;
}
