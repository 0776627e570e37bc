import { type Address, bytesToBigInt, type Hex, hashTypedData, type TypedDataDomain } from 'viem';

// Browser-safe (viem only): the web app asks the seller's wallet to sign `listingTypedData(...)`, and the
// server stores the listing under `listingHash(...)` — the id GuardianMarketplace uses in its events.

/** A GuardianMarketplace listing, field for field as the contract's `Listing` struct. */
export type Listing = {
  seller: Address;
  /** The ERC-721 collection's address. */
  token: Address;
  tokenId: bigint;
  /** In wei; the buyer pays exactly this. */
  price: bigint;
  /** Unix seconds; the listing can be bought while the block's timestamp is below it. */
  expiry: bigint;
  /** The seller's `nonces(seller)` at signing time; `cancelAll` invalidates every lower one. */
  nonce: bigint;
  /** Random; tells apart two listings of the same token with otherwise equal fields. */
  salt: bigint;
};

/** Where a listing can be filled: one marketplace contract on one chain. */
export type ListingDomainParams = { chainId: number; marketplace: Address };

export const LISTING_DOMAIN_NAME = 'Guardians Marketplace';
export const LISTING_DOMAIN_VERSION = '1';

const listingTypes = {
  Listing: [
    { name: 'seller', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'price', type: 'uint256' },
    { name: 'expiry', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'salt', type: 'uint256' },
  ],
} as const;

/** The marketplace's EIP-712 domain: listings and offers (src/offer.ts) are both signed in it. */
export function marketplaceDomain({ chainId, marketplace }: ListingDomainParams) {
  return {
    name: LISTING_DOMAIN_NAME,
    version: LISTING_DOMAIN_VERSION,
    chainId,
    verifyingContract: marketplace,
  } as const satisfies TypedDataDomain;
}

/** The argument for a wallet's `signTypedData` (viem, wagmi) to sign `listing` for this marketplace. */
export function listingTypedData(listing: Listing, params: ListingDomainParams) {
  return {
    domain: marketplaceDomain(params),
    types: listingTypes,
    primaryType: 'Listing',
    message: listing,
  } as const;
}

/** The EIP-712 digest of `listing`: what the seller signs and what `GuardianMarketplace.hashListing` returns. */
export function listingHash(listing: Listing, params: ListingDomainParams): Hex {
  return hashTypedData(listingTypedData(listing, params));
}

/** A random 256-bit salt from the platform's CSPRNG (Web Crypto, in browsers and Node alike). */
export function randomListingSalt(): bigint {
  return bytesToBigInt(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}
