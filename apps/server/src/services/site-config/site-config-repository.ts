import type { PlatformMode, SiteConfig } from '@guardians/shared';
import { eq } from 'drizzle-orm';
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
