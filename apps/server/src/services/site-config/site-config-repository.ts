import type { PlatformMode, SiteConfig } from '@guardians/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inRequestTransaction } from '../../db/request-transaction.ts';
import { siteConfig } from '../../db/schema/index.ts';

const ROW_ID = 1;

const selectRow = (db: Db) => db.select().from(siteConfig).where(eq(siteConfig.id, ROW_ID)).limit(1);

/**
 * Every page asks for the configuration, through a statement prepared once per database. The
 * route keeps a copy that the row's change trigger drops (an operator may edit it by hand).
 */
const prepared = new WeakMap<Db, ReturnType<ReturnType<typeof selectRow>['prepare']>>();

function preparedSelect(db: Db) {
  let statement = prepared.get(db);
  if (!statement) {
    statement = selectRow(db).prepare('site_config_row');
    prepared.set(db, statement);
  }
  return statement;
}

export async function findSiteConfig(db: Db): Promise<SiteConfig | undefined> {
  // Inside a request's transaction the pool's statement would read beside it: build the query there.
  const [row] = inRequestTransaction() ? await selectRow(db) : await preparedSelect(db).execute();
  if (!row) return undefined;
  const { id: _id, updatedAt: _updatedAt, editedAt: _editedAt, editedBy: _editedBy, ...config } = row;
  return config;
}

/** The configuration with who last changed it in the console (null: as the committed file made it). */
export async function findSiteConfigProvenance(
  db: Db,
): Promise<{ editedAt: Date | null; editedBy: string | null } | undefined> {
  const [row] = await db
    .select({ editedAt: siteConfig.editedAt, editedBy: siteConfig.editedBy })
    .from(siteConfig)
    .where(eq(siteConfig.id, ROW_ID))
    .limit(1);
  return row;
}

/** The console's save: the whole configuration, marked as edited so no start overrides it. */
export async function replaceSiteConfig(db: Db, config: SiteConfig, editedBy: string): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(siteConfig)
    .set({ ...config, updatedAt: now, editedAt: now, editedBy })
    .where(eq(siteConfig.id, ROW_ID))
    .returning({ id: siteConfig.id });
  return rows.length > 0;
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

/** SITE_MODE at start; false when the console has edited the configuration (its choice stands). */
export async function updateSiteModeUnlessEdited(db: Db, mode: PlatformMode): Promise<boolean> {
  const rows = await db
    .update(siteConfig)
    .set({ mode, updatedAt: new Date() })
    .where(and(eq(siteConfig.id, ROW_ID), isNull(siteConfig.editedAt)))
    .returning({ id: siteConfig.id });
  return rows.length > 0;
}
