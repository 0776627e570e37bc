import { type Offer, OfferKind } from '@guardians/contracts';
import {
  type CreateOfferBody,
  OFFER_MAX_DURATION_SECONDS,
  OFFER_MAX_QUANTITY,
  OFFER_MESSAGES,
  type OfferInput,
  type OfferKindName,
} from '@guardians/shared';
import { zeroHash } from 'viem';
import { InvalidOfferError } from './offer-errors.ts';

const CONTRACT_KIND: Record<OfferKindName, Offer['kind']> = {
  item: OfferKind.Item,
  collection: OfferKind.Collection,
  trait: OfferKind.Trait,
};

/** The offer as the contract's struct, to hash and to verify the signature over. */
export function toContractOffer(input: OfferInput): Offer {
  return {
    offerer: input.offerer,
    collection: input.collection,
    kind: CONTRACT_KIND[input.kind],
    tokenId: BigInt(input.tokenId),
    traitRoot: input.traitRoot,
    amount: BigInt(input.amount),
    quantity: BigInt(input.quantity),
    expiry: BigInt(input.expiry),
    nonce: BigInt(input.nonce),
    salt: BigInt(input.salt),
  };
}

const KIND_NAMES: Record<Offer['kind'], OfferKindName> = {
  [OfferKind.Item]: 'item',
  [OfferKind.Collection]: 'collection',
  [OfferKind.Trait]: 'trait',
};

/** The contract's struct as POST /api/offers takes it (numbers as decimal strings): toContractOffer's inverse. */
export function fromContractOffer(offer: Offer): OfferInput {
  return {
    offerer: offer.offerer,
    collection: offer.collection,
    kind: KIND_NAMES[offer.kind],
    tokenId: offer.tokenId.toString(),
    traitRoot: offer.traitRoot,
    amount: offer.amount.toString(),
    quantity: offer.quantity.toString(),
    expiry: Number(offer.expiry),
    nonce: offer.nonce.toString(),
    salt: offer.salt.toString(),
  };
}

/**
 * What the offer's own fields must satisfy before the index or the chain is asked, each with the
 * sentence the web shows (400). The contract ignores the kind's unused fields, but a signed
 * non-zero one would make two digests for one offer, so they must be zero here.
 */
export function checkOfferFields(body: CreateOfferBody, nowSeconds: number): void {
  const { offer } = body;
  if (BigInt(offer.amount) <= 0n) throw new InvalidOfferError(OFFER_MESSAGES.amount, 'offer.amount');
  if (offer.expiry <= nowSeconds) throw new InvalidOfferError(OFFER_MESSAGES.expired, 'offer.expiry');
  if (offer.expiry > nowSeconds + OFFER_MAX_DURATION_SECONDS)
    throw new InvalidOfferError(OFFER_MESSAGES.tooLong, 'offer.expiry');

  const quantity = BigInt(offer.quantity);
  if (offer.kind === 'item' && quantity !== 1n)
    throw new InvalidOfferError(OFFER_MESSAGES.itemQuantity, 'offer.quantity');
  if (quantity < 1n || quantity > BigInt(OFFER_MAX_QUANTITY))
    throw new InvalidOfferError(OFFER_MESSAGES.quantity, 'offer.quantity');

  if (offer.kind !== 'item' && BigInt(offer.tokenId) !== 0n)
    throw new InvalidOfferError(OFFER_MESSAGES.unusedFields, 'offer.tokenId');
  if (offer.kind !== 'trait' && offer.traitRoot !== zeroHash)
    throw new InvalidOfferError(OFFER_MESSAGES.unusedFields, 'offer.traitRoot');
  if (offer.kind !== 'trait' && body.trait !== undefined)
    throw new InvalidOfferError(OFFER_MESSAGES.unusedFields, 'trait');
  if (offer.kind === 'trait' && body.trait === undefined)
    throw new InvalidOfferError(OFFER_MESSAGES.traitMissing, 'trait');
}
