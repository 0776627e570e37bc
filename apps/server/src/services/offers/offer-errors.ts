import { OFFER_MESSAGES } from '@guardians/shared';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  NotSetUpError,
} from '../../errors.ts';

/** No marketplace on this chain, or one deployed before offers (no `weth()`). */
export class NoOffersError extends NotSetUpError {
  override readonly code = 'NO_OFFERS';
  constructor() {
    super(OFFER_MESSAGES.noOffers);
  }
}

/** A field the offer itself gets wrong (amount, expiry, quantity, the kind's unused fields, the trait). */
export class InvalidOfferError extends BadRequestError {
  override readonly code = 'INVALID_OFFER';
  constructor(message: string, field: string) {
    super(message, { field });
  }
}

export class NotOffererError extends ForbiddenError {
  override readonly code = 'NOT_OFFERER';
  constructor() {
    super(OFFER_MESSAGES.notOfferer, { field: 'offer.offerer' });
  }
}

export class InvalidOfferSignatureError extends BadRequestError {
  override readonly code = 'INVALID_SIGNATURE';
  constructor() {
    super(OFFER_MESSAGES.badSignature, { field: 'signature' });
  }
}

export class OfferStaleNonceError extends ConflictError {
  override readonly code = 'STALE_NONCE';
  constructor() {
    super(OFFER_MESSAGES.staleNonce, { field: 'offer.nonce' });
  }
}

export class OfferNotFundedError extends ConflictError {
  override readonly code = 'NOT_FUNDED';
  constructor() {
    super(OFFER_MESSAGES.notFunded, { field: 'offer.amount' });
  }
}

export class WethNotApprovedError extends ConflictError {
  override readonly code = 'WETH_NOT_APPROVED';
  constructor() {
    super(OFFER_MESSAGES.notApproved, { field: 'offer.amount' });
  }
}

export class OwnItemError extends ConflictError {
  override readonly code = 'OWN_ITEM';
  constructor() {
    super(OFFER_MESSAGES.ownItem, { field: 'offer.tokenId' });
  }
}

/** The root the offerer signed is not the tree of the items carrying the trait now. */
export class TraitChangedError extends ConflictError {
  override readonly code = 'TRAIT_CHANGED';
  constructor() {
    super(OFFER_MESSAGES.traitChanged, { field: 'offer.traitRoot' });
  }
}

export class TraitUnknownError extends NotFoundError {
  override readonly code = 'TRAIT_UNKNOWN';
  constructor() {
    super(OFFER_MESSAGES.traitUnknown, { field: 'trait' });
  }
}

export class OfferNotFoundError extends NotFoundError {
  override readonly code = 'OFFER_NOT_FOUND';
  constructor(hash: string) {
    super(`No offer ${hash}`);
  }
}
