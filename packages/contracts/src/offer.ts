import { type Address, type Hex, hashTypedData, zeroHash } from 'viem';
import { type ListingDomainParams, marketplaceDomain } from './listing.ts';
import { buildTokenIdTree } from './merkle.ts';

// Browser-safe (viem only): the web app asks the offerer's wallet to sign `offerTypedData(...)`, the server
// stores the offer under `offerHash(...)` (the id GuardianMarketplace's offer events carry), and a holder
// accepting a trait offer sends `buildTokenIdTree(ids).proofFor(theirToken)` (src/merkle.ts).

/** What an offer covers; the values of the contract's `OfferKind` enum. */
export const OfferKind = { Item: 0, Collection: 1, Trait: 2 } as const;
export type OfferKind = (typeof OfferKind)[keyof typeof OfferKind];

/** A GuardianMarketplace offer, field for field as the contract's `Offer` struct. */
export type Offer = {
  offerer: Address;
  /** The ERC-721 collection's address. */
  collection: Address;
  kind: OfferKind;
  /** The item, for an item offer; 0 otherwise (the contract ignores it). */
  tokenId: bigint;
  /** The Merkle root of the eligible token ids, for a trait offer; zero otherwise (ignored). */
  traitRoot: Hex;
  /** WETH in wei paid for each token taken. */
  amount: bigint;
  /** How many tokens the offerer will take; exactly 1 for an item offer. */
  quantity: bigint;
  /** Unix seconds; the offer can be accepted while the block's timestamp is below it. */
  expiry: bigint;
  /** The offerer's `nonces(offerer)` at signing time; `cancelAll` invalidates listings and offers alike. */
  nonce: bigint;
  /** Random (`randomListingSalt`); tells apart two offers with otherwise equal fields. */
  salt: bigint;
};

/** Offers are signed in the marketplace's own domain, as listings are. */
export type OfferDomainParams = ListingDomainParams;

const offerTypes = {
  Offer: [
    { name: 'offerer', type: 'address' },
    { name: 'collection', type: 'address' },
    { name: 'kind', type: 'uint8' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'traitRoot', type: 'bytes32' },
    { name: 'amount', type: 'uint256' },
    { name: 'quantity', type: 'uint256' },
    { name: 'expiry', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'salt', type: 'uint256' },
  ],
} as const;

/** The argument for a wallet's `signTypedData` (viem, wagmi) to sign `offer` for this marketplace. */
export function offerTypedData(offer: Offer, params: OfferDomainParams) {
  return {
    domain: marketplaceDomain(params),
    types: offerTypes,
    primaryType: 'Offer',
    message: offer,
  } as const;
}

/** The EIP-712 digest of `offer`: what the offerer signs and what `GuardianMarketplace.hashOffer` returns. */
export function offerHash(offer: Offer, params: OfferDomainParams): Hex {
  return hashTypedData(offerTypedData(offer, params));
}

type OfferTerms = Pick<Offer, 'offerer' | 'collection' | 'amount' | 'expiry' | 'nonce' | 'salt'>;

/** An offer on one item: quantity 1, no trait root. */
export function itemOffer(terms: OfferTerms & { tokenId: bigint }): Offer {
  return { ...terms, kind: OfferKind.Item, traitRoot: zeroHash, quantity: 1n };
}

/** An offer on any item of the collection, up to `quantity` of them. */
export function collectionOffer(terms: OfferTerms & { quantity: bigint }): Offer {
  return { ...terms, kind: OfferKind.Collection, tokenId: 0n, traitRoot: zeroHash };
}

/**
 * An offer on any of `tokenIds` (the items carrying a trait, as indexed when signing), up to `quantity`.
 * The root freezes the set: an item that gains the trait later is not covered by this offer.
 */
export function traitOffer(terms: OfferTerms & { quantity: bigint; tokenIds: readonly bigint[] }): Offer {
  const { tokenIds, ...rest } = terms;
  return { ...rest, kind: OfferKind.Trait, tokenId: 0n, traitRoot: buildTokenIdTree(tokenIds).root };
}
