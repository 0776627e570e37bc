import { watchlistMessages } from '@guardians/shared';
import { ConflictError, NotFoundError } from '../../errors.ts';

/** An id that is not one of the caller's watches (another account's included: no hint it exists). */
export class WatchNotFoundError extends NotFoundError {
  override readonly code = 'WATCH_NOT_FOUND';
  constructor() {
    super(watchlistMessages.notFound);
  }
}

export class WatchlistFullError extends ConflictError {
  override readonly code = 'WATCHLIST_FULL';
  constructor() {
    super(watchlistMessages.full);
  }
}

/** A trait watch naming a trait no item of the collection carries. */
export class TraitNotFoundError extends NotFoundError {
  override readonly code = 'TRAIT_NOT_FOUND';
  constructor(collectionName: string, trait: { type: string; value: string }) {
    super(`No item of ${collectionName} has the trait ${trait.type}: ${trait.value}`, { field: 'trait' });
  }
}
