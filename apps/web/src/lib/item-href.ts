import type { PlatformMode } from '@guardians/shared/site-config';

/** A token of the site's default collection, as the fan art, contest and Guardian pages hold it. */
export type DefaultCollectionToken = { tokenAddress: string; tokenId: string };

/**
 * The page of an item of the default collection: single mode shows that collection at /explore, so its
 * items live under /explore/{id}; in multi mode (or before the mode is known) under the collection.
 */
export function defaultCollectionItemHref(mode: PlatformMode | undefined, token: DefaultCollectionToken) {
  return mode === 'single'
    ? `/explore/${token.tokenId}`
    : `/collection/${token.tokenAddress}/${token.tokenId}`;
}
