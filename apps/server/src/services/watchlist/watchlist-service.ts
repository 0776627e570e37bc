import { type CreateWatchBody, type UpdateWatchBody, WATCHLIST_MAX, type Watch } from '@guardians/shared';
import { and, eq } from 'drizzle-orm';
import { serviceTransaction } from '../../db/request-transaction.ts';
import { tokenAttributes } from '../../db/schema/index.ts';
import { findCollection } from '../catalogue/read/collection-lookup.ts';
import type { ReadContext } from '../catalogue/read/read-context.ts';
import { findLiveToken } from '../catalogue/read/token-lookup.ts';
import type { WatchTarget } from './store/watch-floors.ts';
import {
  countWatches,
  deleteWatch,
  findWatchOf,
  insertWatch,
  readWatches,
  setAlertPrice,
} from './store/watchlist-repository.ts';
import { toWatch } from './watch-view.ts';
import { TraitNotFoundError, WatchlistFullError, WatchNotFoundError } from './watchlist-errors.ts';

/**
 * What the body names, checked against the index: a known collection (404 otherwise), a live item
 * of it, or a trait at least one of its items carries.
 */
async function resolveTarget(read: ReadContext, body: CreateWatchBody): Promise<WatchTarget> {
  if (body.kind === 'item') {
    const { collection, token } = await findLiveToken(read, { token: body.collection, id: body.tokenId });
    return {
      chainId: collection.chainId,
      collection: collection.tokenAddress,
      tokenId: token.tokenId,
      trait: null,
    };
  }
  const collection = await findCollection(read, body.collection, undefined);
  const target = { chainId: collection.chainId, collection: collection.tokenAddress, tokenId: null };
  if (body.kind === 'collection') return { ...target, trait: null };
  const [carried] = await read.db
    .select({ tokenId: tokenAttributes.tokenId })
    .from(tokenAttributes)
    .where(
      and(
        eq(tokenAttributes.chainId, collection.chainId),
        eq(tokenAttributes.tokenAddress, collection.tokenAddress),
        eq(tokenAttributes.traitType, body.trait.type),
        eq(tokenAttributes.value, body.trait.value),
      ),
    )
    .limit(1);
  if (!carried) throw new TraitNotFoundError(collection.name, body.trait);
  return { ...target, trait: body.trait };
}

async function viewOf(read: ReadContext, account: string, id: number): Promise<Watch> {
  const [row] = await readWatches(read.db, account, [id]);
  if (!row) throw new WatchNotFoundError();
  return toWatch(row, read.urls);
}

/** The account's watches, newest first, with each target's current floor. */
export async function listWatches(read: ReadContext, account: string): Promise<Watch[]> {
  const rows = await readWatches(read.db, account);
  return rows.map((row) => toWatch(row, read.urls));
}

/**
 * Watches the target. Watching it again is not an error: the stored watch is answered
 * (`created: false`), its alert price replaced when the body names one (null removes it).
 */
export async function addWatch(
  read: ReadContext,
  account: string,
  body: CreateWatchBody,
): Promise<{ created: boolean; watch: Watch }> {
  const target = await resolveTarget(read, body);
  const saved = await serviceTransaction(read.db, async (tx) => {
    const stored = await findWatchOf(tx, account, target);
    if (stored) {
      if (body.alertPriceWei !== undefined) await setAlertPrice(tx, account, stored.id, body.alertPriceWei);
      return { id: stored.id, created: false };
    }
    // A cap checked before the insert: two requests at once may pass it together, once.
    if ((await countWatches(tx, account)) >= WATCHLIST_MAX) throw new WatchlistFullError();
    const { row, inserted } = await insertWatch(tx, account, target, body.alertPriceWei ?? null);
    return { id: row.id, created: inserted };
  });
  return { created: saved.created, watch: await viewOf(read, account, saved.id) };
}

/** Sets or removes the alert price of one of the account's watches; 404 for anyone else's. */
export async function updateWatch(
  read: ReadContext,
  account: string,
  id: number,
  body: UpdateWatchBody,
): Promise<Watch> {
  const row = await setAlertPrice(read.db, account, id, body.alertPriceWei);
  if (!row) throw new WatchNotFoundError();
  return viewOf(read, account, id);
}

/** Stops watching; answers the watch as it was. 404 for an id that is not the account's. */
export async function removeWatch(read: ReadContext, account: string, id: number): Promise<Watch> {
  const watch = await viewOf(read, account, id);
  await deleteWatch(read.db, account, id);
  return watch;
}
