import { LISTING_MESSAGES } from '@guardians/shared';
import { BadRequestError, ConflictError, ForbiddenError, NotSetUpError } from '../../errors.ts';

export class NoPriceFeedError extends NotSetUpError {
  override readonly code = 'NO_PRICE_FEED';
  constructor() {
    super(LISTING_MESSAGES.noFeed);
  }
}

/** A visitor asking the price on a chain this site does not run on: their mistake, not an outage. */
export class PriceChainError extends BadRequestError {
  override readonly code = 'WRONG_CHAIN';
  constructor(asked: number, served: number) {
    super(`No ETH / USD price for chain ${asked}: this site runs on chain ${served}`, { field: 'chainId' });
  }
}

export class NoMarketplaceError extends NotSetUpError {
  override readonly code = 'NO_MARKETPLACE';
  constructor() {
    super(LISTING_MESSAGES.noMarketplace);
  }
}

export class NotSellerError extends ForbiddenError {
  override readonly code = 'NOT_SELLER';
  constructor() {
    super(LISTING_MESSAGES.notSeller, { field: 'listing.seller' });
  }
}

export class NotOwnerError extends ConflictError {
  override readonly code = 'NOT_OWNER';
  constructor() {
    super(LISTING_MESSAGES.notOwner);
  }
}

export class MarketplaceNotApprovedError extends ConflictError {
  override readonly code = 'MARKETPLACE_NOT_APPROVED';
  constructor() {
    super(LISTING_MESSAGES.notApproved);
  }
}

export class StaleNonceError extends ConflictError {
  override readonly code = 'STALE_NONCE';
  constructor() {
    super(LISTING_MESSAGES.staleNonce, { field: 'listing.nonce' });
  }
}

export class InvalidListingSignatureError extends BadRequestError {
  override readonly code = 'INVALID_SIGNATURE';
  constructor() {
    super(LISTING_MESSAGES.badSignature, { field: 'signature' });
  }
}
