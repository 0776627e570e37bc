import { certifiedMessages } from '@guardians/shared';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { NotSignedInError } from '../auth/auth-errors.ts';

/** Spec 4 words the quest-prize 401 itself: 'User not authenticated!'. */
export class PrizeNotSignedInError extends NotSignedInError {
  constructor() {
    super(certifiedMessages.notAuthenticated);
  }
}

export class NotHolderError extends ConflictError {
  override readonly code = 'NOT_HOLDER';
  constructor() {
    super(certifiedMessages.notHolder);
  }
}

export class PrizeNotFoundError extends NotFoundError {
  override readonly code = 'PRIZE_NOT_FOUND';
  constructor() {
    super('This prize does not exist');
  }
}

/**
 * A prize is a token of one of the site's collections on this chain: its picture and its link are
 * the item's, so a token the catalogue does not hold has neither.
 */
export class PrizeTokenUnknownError extends BadRequestError {
  override readonly code = 'PRIZE_TOKEN_UNKNOWN';
  constructor(token: { tokenAddress: string; tokenId: string; collection?: string }) {
    super(
      token.collection === undefined
        ? `${token.tokenAddress} is not one of this site's collections on this chain: a prize must be one of their items`
        : `${token.collection} has no item #${token.tokenId}: a prize must be an item the site has indexed`,
      { field: token.collection === undefined ? 'tokenAddress' : 'tokenId' },
    );
  }
}

/** The item is known but its metadata (and so its picture) has not been read yet. */
export class PrizeTokenWithoutImageError extends BadRequestError {
  override readonly code = 'PRIZE_TOKEN_NO_IMAGE';
  constructor(item: string) {
    super(`${item} has no picture yet (its metadata has not been read): try again in a moment`, {
      field: 'tokenId',
    });
  }
}

/** A reorder must name every prize once, or some would keep a position among the new ones. */
export class PrizeOrderIncompleteError extends BadRequestError {
  override readonly code = 'PRIZE_ORDER_INCOMPLETE';
  constructor() {
    super('The order must list every prize exactly once', { field: 'ids' });
  }
}
