import type { PlatformMode, SiteConfig } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteConfig } from '../../db/schema/index.ts';

const ROW_ID = 1;

export async function findSiteConfig(db: Db): Promise<SiteConfig | undefined> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, ROW_ID)).limit(1);
  if (!row) return undefined;
  const { id: _id, updatedAt: _updatedAt, ...config } = row;
  return config;
}

/** Inserts the configuration only when none exists: a restart never overwrites what admins changed. */
export async function insertSiteConfigIfMissing(db: Db, config: SiteConfig): Promise<boolean> {
  const inserted = await db
    .insert(siteConfig)
    .values({ id: ROW_ID, ...config })
    .onConflictDoNothing()
    .returning({ id: siteConfig.id });
  return inserted.length > 0;
}

export async function updateSiteMode(db: Db, mode: PlatformMode): Promise<void> {
  await db.update(siteConfig).set({ mode, updatedAt: new Date() }).where(eq(siteConfig.id, ROW_ID));
}
