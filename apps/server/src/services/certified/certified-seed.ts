import { access } from 'node:fs/promises';
import path from 'node:path';
import { type CertifiedContent, CertifiedContentFileSchema } from '@guardians/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certifiedNfts, collections } from '../../db/schema/index.ts';
import { readContentFile } from '../editorial/read-content-file.ts';

export function certifiedFile(rootDir: string): string {
  return path.join(rootDir, 'content/certified-nfts.json');
}

function readCertifiedFile(file: string): Promise<CertifiedContent[]> {
  return readContentFile(file, CertifiedContentFileSchema);
}

/** The demo route renders every demo token's art; site-relative, so any host name works. */
function demoImage(entry: CertifiedContent): string {
  return `/api/demo/${entry.collection}/${entry.tokenId}/image.png`;
}

/**
 * Adds the prizes the database does not have yet (by slug) in the file's order. The token address
 * comes from the collection of that slug on this chain; a prize seeded before its collection existed
 * gets the address on a later start, and nothing else of an existing row is touched. What the console
 * changed wins over the file: an edited prize is left as it is, and a removed one keeps its row and
 * slug, so it is neither added again nor filled in.
 */
export async function seedCertifiedNfts(
  ctx: { db: Db; chainId: number },
  file: string,
): Promise<{ added: number }> {
  if (!(await exists(file))) return { added: 0 };
  const entries = await readCertifiedFile(file);
  const rows = await ctx.db
    .select({ slug: collections.slug, tokenAddress: collections.tokenAddress })
    .from(collections)
    .where(eq(collections.chainId, ctx.chainId));
  const addresses = new Map(rows.map((row) => [row.slug, row.tokenAddress.toLowerCase()]));
  let added = 0;
  await ctx.db.transaction(async (tx) => {
    for (const [position, entry] of entries.entries()) {
      const tokenAddress = addresses.get(entry.collection) ?? null;
      const inserted = await tx
        .insert(certifiedNfts)
        .values({
          slug: entry.slug,
          name: entry.name,
          description: entry.description,
          imageUrl: entry.image ?? demoImage(entry),
          tokenAddress,
          tokenId: String(entry.tokenId),
          position,
        })
        .onConflictDoNothing()
        .returning({ id: certifiedNfts.id });
      if (inserted.length > 0) added += 1;
      else if (tokenAddress)
        await tx
          .update(certifiedNfts)
          .set({ tokenAddress })
          .where(
            and(
              eq(certifiedNfts.slug, entry.slug),
              isNull(certifiedNfts.tokenAddress),
              isNull(certifiedNfts.editedAt),
              isNull(certifiedNfts.removedAt),
            ),
          );
    }
  });
  return { added };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
