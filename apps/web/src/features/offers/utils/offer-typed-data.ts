import type { CreateOfferBody, OfferKindName, OfferRecord, OfferTrait } from '@guardians/shared/offers';
import { marketplaceDomain } from '../../../lib/wallet/marketplace-signing.ts';

/** GuardianMarketplace's `Offer` struct (decision 0086), as the wallet signs it and the contract takes it. */
export type OfferStruct = {
  offerer: `0x${string}`;
  collection: `0x${string}`;
  /** The contract's OfferKind: Item 0, Collection 1, Trait 2. */
  kind: number;
  tokenId: bigint;
  traitRoot: `0x${string}`;
  amount: bigint;
  quantity: bigint;
  expiry: bigint;
  nonce: bigint;
  salt: bigint;
};

// The same types as offerTypedData in @guardians/contracts, whose entry imports viem (kept out of the
// item page's chunk, decision 0028); offer-typed-data.test.ts checks both agree.
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

const KIND_VALUES: Record<OfferKindName, number> = { item: 0, collection: 1, trait: 2 };
const KIND_NAMES: Record<number, OfferKindName> = { 0: 'item', 1: 'collection', 2: 'trait' };
const ZERO_ROOT = `0x${'0'.repeat(64)}` as const;

/** What the offerer's wallet signs: the offer, valid on one chain and one marketplace only. */
export function offerTypedData(offer: OfferStruct, domain: { chainId: number; marketplace: `0x${string}` }) {
  return {
    domain: marketplaceDomain(domain),
    types: offerTypes,
    primaryType: 'Offer',
    message: offer,
  } as const;
}

type ItemOfferTerms = Pick<
  OfferStruct,
  'offerer' | 'collection' | 'tokenId' | 'amount' | 'expiry' | 'nonce' | 'salt'
>;

/** An offer on one item: quantity 1 and no trait root, as the contract requires of the Item kind. */
export function itemOfferStruct(terms: ItemOfferTerms): OfferStruct {
  return { ...terms, kind: KIND_VALUES.item, traitRoot: ZERO_ROOT, quantity: 1n };
}

type SeveralItemsTerms = Omit<ItemOfferTerms, 'tokenId'> & Pick<OfferStruct, 'quantity'>;

/**
 * An offer on any item of the collection, up to `quantity` of them: token id 0 and no trait root (a
 * non-zero unused field would give one offer two digests, and the server refuses it).
 */
export function collectionOfferStruct(terms: SeveralItemsTerms): OfferStruct {
  return { ...terms, kind: KIND_VALUES.collection, tokenId: 0n, traitRoot: ZERO_ROOT };
}

/**
 * An offer on items carrying a trait: `traitRoot` is the Merkle root of their token ids, as the server
 * answers it (GET /api/offers/trait-root), never built here: the server refuses any other root.
 */
export function traitOfferStruct(terms: SeveralItemsTerms & Pick<OfferStruct, 'traitRoot'>): OfferStruct {
  return { ...terms, kind: KIND_VALUES.trait, tokenId: 0n };
}

/** A stored offer (numbers as strings) as the contract's struct, for acceptOffer and cancelOffer. */
export function offerStruct(record: OfferRecord): OfferStruct {
  return {
    offerer: record.offerer as `0x${string}`,
    collection: record.collection as `0x${string}`,
    kind: KIND_VALUES[record.kind],
    tokenId: BigInt(record.tokenId ?? '0'),
    traitRoot: record.traitRoot as `0x${string}`,
    amount: BigInt(record.amount),
    quantity: BigInt(record.quantity),
    expiry: BigInt(record.expiry),
    nonce: BigInt(record.nonce),
    salt: BigInt(record.salt),
  };
}

/**
 * The signed offer as POST /api/offers takes it (numbers as decimal strings, the kind by name); a
 * trait offer also names its trait, from which the server rebuilds the root.
 */
export function createOfferBody(
  offer: OfferStruct,
  signature: `0x${string}`,
  trait?: OfferTrait,
): CreateOfferBody {
  const kind = KIND_NAMES[offer.kind];
  if (!kind) throw new Error(`Unknown offer kind ${offer.kind}`);
  return {
    offer: {
      offerer: offer.offerer,
      collection: offer.collection,
      kind,
      tokenId: offer.tokenId.toString(),
      traitRoot: offer.traitRoot,
      amount: offer.amount.toString(),
      quantity: offer.quantity.toString(),
      expiry: Number(offer.expiry),
      nonce: offer.nonce.toString(),
      salt: offer.salt.toString(),
    },
    signature,
    ...(trait ? { trait: { type: trait.type, value: trait.value } } : {}),
  };
}
