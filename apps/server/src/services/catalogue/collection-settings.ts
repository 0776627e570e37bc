import type { CollectionSettings } from '@guardians/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceTransaction } from '../../db/request-transaction.ts';
import { collections } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

type CollectionRow = typeof collections.$inferSelect;

class CollectionSlugTakenError extends ConflictError {
  override readonly code = 'COLLECTION_SLUG_TAKEN';
  constructor(slug: string) {
    super(`Another collection already uses the slug '${slug}'`, { field: 'slug' });
  }
}

/** What the console shows as a collection's settings before a change (the audit's "before"). */
export function settingsOf(row: CollectionRow): CollectionSettings {
  return {
    slug: row.slug,
    description: row.description,
    image: row.image,
    bannerImage: row.bannerImage,
    presaleUrl: row.presaleUrl,
  };
}

/** Saves the console's settings; the unique index decides a slug two operators want at once. */
export async function saveCollectionSettings(
  db: Db,
  row: CollectionRow,
  settings: CollectionSettings,
): Promise<CollectionRow> {
  try {
    const [saved] = await db.update(collections).set(settings).where(eq(collections.id, row.id)).returning();
    return saved ?? row;
  } catch (error) {
    if (isUniqueViolation(error, 'collections_chain_slug')) throw new CollectionSlugTakenError(settings.slug);
    throw error;
  }
}

/** Makes `row` the chain's default collection (one per chain: the old one is cleared first). */
export async function makeDefaultCollection(db: Db, row: CollectionRow): Promise<CollectionRow> {
  return serviceTransaction(db, async (tx) => {
    await tx
      .update(collections)
      .set({ isDefault: false })
      .where(and(eq(collections.chainId, row.chainId), eq(collections.isDefault, true)));
    const [saved] = await tx
      .update(collections)
      .set({ isDefault: true })
      .where(eq(collections.id, row.id))
      .returning();
    return saved ?? row;
  });
}
