import { swapMessages } from '@guardians/shared';
import { BadRequestError, ConflictError, NotFoundError, ServiceUnavailableError } from '../../errors.ts';

/**
 * 503 either way; the message says which: a site with no claim setup, or a setup whose chain node
 * is not answering right now (`cause` given), which passes by itself.
 */
export class ClaimsUnavailableError extends ServiceUnavailableError {
  override readonly code = 'CLAIMS_UNAVAILABLE';
  constructor(options: { cause?: unknown } = {}) {
    super(options.cause === undefined ? swapMessages.unavailable : swapMessages.chainDown, options);
  }
}

export class InvalidClaimAmountError extends BadRequestError {
  override readonly code = 'INVALID_AMOUNT';
  constructor() {
    super(swapMessages.invalidAmount, { field: 'amount' });
  }
}

/**
 * 409, like NotEnoughCoinsError: the amount is well formed, but what is left of this period's max
 * claim (read on chain, after the account's earlier claims) is less. The same request can succeed next
 * period, so it is a conflict with the state, not a malformed request.
 */
export class OverMaxClaimError extends ConflictError {
  override readonly code = 'OVER_MAX_CLAIM';
  constructor() {
    super(swapMessages.overMaxClaim, { field: 'amount' });
  }
}

export class WrongChainError extends BadRequestError {
  override readonly code = 'WRONG_CHAIN';
  constructor() {
    super(swapMessages.wrongChain, { field: 'chainId' });
  }
}

export class UnknownTokenError extends NotFoundError {
  override readonly code = 'UNKNOWN_TOKEN';
  constructor() {
    super(swapMessages.unknownToken, { field: 'id' });
  }
}

export class NotEnoughCoinsError extends ConflictError {
  override readonly code = 'NOT_ENOUGH_COINS';
  constructor() {
    super(swapMessages.notEnoughCoins, { field: 'amount' });
  }
}

export class VoucherUnknownError extends NotFoundError {
  override readonly code = 'VOUCHER_UNKNOWN';
  constructor() {
    super(swapMessages.voucherUnknown, { field: 'id' });
  }
}

export class NotClaimedYetError extends ConflictError {
  override readonly code = 'NOT_CLAIMED_YET';
  constructor() {
    super(swapMessages.notClaimedYet);
  }
}
