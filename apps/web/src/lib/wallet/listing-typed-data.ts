import type { ListingRecord } from '@guardians/shared/trading';
import { marketplaceDomain } from './marketplace-signing.ts';

/** GuardianMarketplace's `Listing` struct (decision 0023), as the wallet signs and `buy` takes it. */
export type ListingStruct = {
  seller: `0x${string}`;
  token: `0x${string}`;
  tokenId: bigint;
  price: bigint;
  expiry: bigint;
  nonce: bigint;
  salt: bigint;
};

// The same types as listingTypedData in @guardians/contracts (that entry imports viem;
// listing-typed-data.test.ts checks both agree).
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

/** What the seller's wallet signs: the listing, valid on one chain and one marketplace only. */
export function listingTypedData(
  listing: ListingStruct,
  domain: { chainId: number; marketplace: `0x${string}` },
) {
  return {
    domain: marketplaceDomain(domain),
    types: listingTypes,
    primaryType: 'Listing',
    message: listing,
  } as const;
}

/** A stored listing (numbers as strings) as the contract's struct. */
export function listingStruct(record: ListingRecord): ListingStruct {
  return {
    seller: record.seller as `0x${string}`,
    token: record.token as `0x${string}`,
    tokenId: BigInt(record.tokenId),
    price: BigInt(record.price),
    expiry: BigInt(record.expiry),
    nonce: BigInt(record.nonce),
    salt: BigInt(record.salt),
  };
}
