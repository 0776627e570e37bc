import { portalMessages } from '@guardians/shared';
import { AppError, NotFoundError } from '../../errors.ts';

/** PORTAL_PASSPHRASE is not set: there is no portal on this site. */
export class PortalClosedError extends NotFoundError {
  override readonly code = 'PORTAL_CLOSED';
  constructor() {
    super(portalMessages.closed);
  }
}

export class WrongPassphraseError extends AppError {
  override readonly statusCode = 401;
  override readonly code = 'PORTAL_WRONG_PASSPHRASE';
  constructor() {
    super(portalMessages.wrong);
  }
}

/** No valid portal pass cookie on this browser. */
export class PortalLockedError extends AppError {
  override readonly statusCode = 401;
  override readonly code = 'PORTAL_LOCKED';
  constructor() {
    super(portalMessages.locked);
  }
}

export class TooManyPortalAttemptsError extends AppError {
  override readonly statusCode = 429;
  override readonly code = 'TOO_MANY_PORTAL_ATTEMPTS';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many wrong passphrases. Try again in ${retryAfterSeconds} seconds.`);
  }
}
