import { isAddress, SEARCH_MIN_LENGTH } from '@guardians/shared/common';
import type { PlatformMode } from '@guardians/shared/site-config';

/** Spec 5: searches are trimmed and lower-cased; shorter than the minimum means no search at all. */
export function normalizeSearchQuery(raw: string): string | null {
  const query = raw.trim().toLowerCase();
  return query.length >= SEARCH_MIN_LENGTH ? query : null;
}

/** Only a well-formed address can be a collection contract: anything else skips the chain lookup. */
export function needsContractCheck(query: string): boolean {
  return isAddress(query);
}

type SearchTargetInput = {
  /** A normalized query (see normalizeSearchQuery). */
  query: string;
  /** Whether the query is an address with contract code; false when unknown (lookup failed). */
  isContract: boolean;
  mode: PlatformMode;
  defaultTokenAddress: string | null;
};

/**
 * Where the navbar search goes (spec 2): a contract address opens that collection (in single mode,
 * the item search inside the default collection); anything else is taken as a wallet or username
 * and opens its Forge page.
 */
export function resolveSearchTarget({
  query,
  isContract,
  mode,
  defaultTokenAddress,
}: SearchTargetInput): string {
  const value = encodeURIComponent(query);
  if (isContract && isAddress(query)) {
    if (mode === 'single' && defaultTokenAddress) return `/collection/${defaultTokenAddress}/${value}`;
    return `/collection/${value}`;
  }
  return `/forge/${value}`;
}
