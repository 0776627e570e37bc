/** Token ids are uint256 in decimal; leading zeros name the same token. Null when not an id. */
export function parseTokenId(raw: string | undefined): string | null {
  if (!raw || !/^\d{1,78}$/.test(raw)) return null;
  return raw.replace(/^0+(?=\d)/, '');
}

/** A slug or an address as the API accepts it (addresses and slugs are lower-case). */
export function normalizeCollectionRef(raw: string): string {
  return raw.trim().toLowerCase();
}

type CollectionLinkInput = {
  mode: 'single' | 'multi' | undefined;
  slug: string;
  isDefault: boolean;
};

/** Where the collection name leads: /explore for the default collection of a single-mode site. */
export function collectionHref({ mode, slug, isDefault }: CollectionLinkInput): string {
  if (mode === 'single' && isDefault) return '/explore';
  return `/collection/${encodeURIComponent(slug)}`;
}

/**
 * Previous and next token ids, for links beside the item. Ids are taken to run from 1 (as minted
 * by the demo and most collections) up to the total supply when it is known.
 */
export function neighbourTokenIds(
  tokenId: string,
  totalSupply: string | null | undefined,
): { previous: string | null; next: string | null } {
  const id = BigInt(tokenId);
  const last = totalSupply && /^\d+$/.test(totalSupply) ? BigInt(totalSupply) : null;
  return {
    previous: id > 1n ? (id - 1n).toString() : null,
    next: last === null || id < last ? (id + 1n).toString() : null,
  };
}
