import { asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vaultAssets, vaultDownloads } from '../../db/schema/index.ts';

export type VaultAssetRow = typeof vaultAssets.$inferSelect;
export type VaultDownloadRow = typeof vaultDownloads.$inferSelect;

const INT_MAX = 2_147_483_647;

/** Every issued link counts as a download: the log is the count, there is no counter to drift. */
// Spelled out: inside a select drizzle leaves columns unqualified, and a bare `id` would be the download's.
const downloadCount = sql<number>`(select count(*)::int from vault_downloads d
  where d.asset_id = "vault_assets"."id")`;

/** In vault order; `where` narrows it (the console's search). */
export async function listVaultRows(
  db: Db,
  page: { offset: number; limit: number },
  where?: SQL,
): Promise<(VaultAssetRow & { downloads: number })[]> {
  return db
    .select({
      id: vaultAssets.id,
      slug: vaultAssets.slug,
      title: vaultAssets.title,
      description: vaultAssets.description,
      imageKey: vaultAssets.imageKey,
      fileKey: vaultAssets.fileKey,
      fileName: vaultAssets.fileName,
      mimeType: vaultAssets.mimeType,
      sizeBytes: vaultAssets.sizeBytes,
      holdersOnly: vaultAssets.holdersOnly,
      position: vaultAssets.position,
      createdAt: vaultAssets.createdAt,
      editedAt: vaultAssets.editedAt,
      downloads: downloadCount,
    })
    .from(vaultAssets)
    .where(where)
    .orderBy(asc(vaultAssets.position), asc(vaultAssets.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countVaultRows(db: Db, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vaultAssets).where(where);
  return row?.n ?? 0;
}

export async function findVaultAsset(db: Db, id: number): Promise<VaultAssetRow | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > INT_MAX) return undefined;
  const [row] = await db.select().from(vaultAssets).where(eq(vaultAssets.id, id)).limit(1);
  return row;
}

export async function insertDownload(
  db: Db,
  values: { assetId: number; account: string; ip: string | null; expiresAt: Date },
): Promise<VaultDownloadRow> {
  const [row] = await db.insert(vaultDownloads).values(values).returning();
  if (!row) throw new Error('vault download insert returned no row');
  return row;
}

export async function findDownload(db: Db, id: bigint): Promise<VaultDownloadRow | undefined> {
  const [row] = await db.select().from(vaultDownloads).where(eq(vaultDownloads.id, id)).limit(1);
  return row;
}

/** Only the first fetch is recorded; later ones (a browser retry) keep it. */
export async function markFetched(db: Db, id: bigint): Promise<void> {
  await db
    .update(vaultDownloads)
    .set({ fetchedAt: sql`coalesce(${vaultDownloads.fetchedAt}, now())` })
    .where(eq(vaultDownloads.id, id));
}

export async function existingVaultSlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: vaultAssets.slug })
    .from(vaultAssets)
    .where(inArray(vaultAssets.slug, slugs));
  return new Set(rows.flatMap((row) => (row.slug ? [row.slug] : [])));
}
