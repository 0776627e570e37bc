import type { CertifiedNft } from '@guardians/shared';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certifiedNfts } from '../../db/schema/index.ts';

type CertifiedRow = typeof certifiedNfts.$inferSelect;

function toCertifiedNft(row: CertifiedRow): CertifiedNft {
  const tokenAddress = row.tokenAddress as `0x${string}` | null;
  return {
    _id: row.id,
    name: row.name,
    image: row.imageUrl,
    description: row.description,
    tokenAddress,
    tokenId: row.tokenId,
    href: tokenAddress && row.tokenId !== null ? `/collection/${tokenAddress}/${row.tokenId}` : null,
  };
}

export async function listCertifiedNfts(
  db: Db,
  page: { offset: number; limit: number },
): Promise<CertifiedNft[]> {
  const rows = await db
    .select()
    .from(certifiedNfts)
    .orderBy(asc(certifiedNfts.position), asc(certifiedNfts.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(toCertifiedNft);
}

export async function countCertifiedNfts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(certifiedNfts);
  return row?.n ?? 0;
}
