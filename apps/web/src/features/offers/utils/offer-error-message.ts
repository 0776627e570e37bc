import { ApiError } from '../../../lib/api-client.ts';
import { findRevert, transactionErrorMessage } from '../../../lib/wallet/transaction-errors.ts';
import { TraitItemsChangedError } from './offer-target.ts';

/**
 * GuardianMarketplace's offer errors and WETH's, by name. `InvalidSignature`, `SellerNotOwner` and
 * `MarketplaceNotApproved` are the listings' errors too; for an offer they mean something else.
 */
const OFFER_REVERTS: Record<string, string> = {
  OfferExpired: 'This offer has expired.',
  OfferIsCancelled: 'The offerer cancelled this offer.',
  OfferFullyFilled: 'This offer has already been accepted.',
  OfferNonceStale: 'The offerer has cancelled all their offers.',
  OfferNotFunded: 'The offerer’s WETH no longer covers this offer.',
  TokenNotInOffer: 'This item is not covered by the offer.',
  InvalidOfferQuantity: 'This offer is not valid.',
  NotOfferer: 'Only the offerer can cancel this offer.',
  InvalidSignature: 'This offer’s signature is not valid, so it cannot be accepted.',
  SellerNotOwner: 'You no longer own this item.',
  MarketplaceNotApproved: 'The marketplace may not transfer this item yet: approve it and try again.',
  SafeERC20FailedOperation: 'The WETH payment failed.',
  InsufficientBalance: 'Your WETH balance is lower than this needs.',
  InsufficientAllowance: 'The marketplace may not use enough of your WETH yet.',
};

/** One sentence for a failed step of an offer: the API's own words, else the wallet's or the contract's. */
export function offerErrorMessage(error: unknown): string {
  // The API's 4xx answers are sentences meant for people (OFFER_MESSAGES).
  if (error instanceof ApiError) return error.message;
  if (error instanceof TraitItemsChangedError) return error.message;
  const revert = findRevert(error);
  const known = revert ? OFFER_REVERTS[revert.errorName] : undefined;
  return known ?? transactionErrorMessage(error);
}
